import { readFile } from 'node:fs/promises';

/**
 * The shell's built page, cut once into the parts every page is written from: the head (its
 * scripts taken out when a page starts them after its first paint), what lies between the head
 * and the root element, and what follows the root.
 */
export interface PageTemplate {
  /** From the start up to `</head>`, not included. */
  head: string;
  /** The shell's scripts, in the page's order, when the head no longer holds them (paint-first). */
  scripts: string[];
  /** The tag that starts a page's code once its HTML has painted; absent when the page starts it at once. */
  paintFirst?: string;
  /** From `</head>` up to the root element's content: `</head><body>…<div id="root">`. */
  beforeRoot: string;
  /** After the root element's closing tag, to the end. */
  afterRoot: string;
}

const HEAD_END = '</head>';
const ROOT_OPEN = '<div id="root">';
const ROOT_CLOSE = '</div>';
// The shell's scripts, as its build writes them in its page.
const SHELL_SCRIPT = /<script defer src="([^"]+)"><\/script>/g;

/**
 * Cuts the shell's built page. `paintFirst` is the tag of the script that starts the code once
 * the page has painted (the shell's server/paint-first.html): the shell's scripts then leave the
 * head, to be listed for it. A page the build did not make as expected is refused at once.
 */
export function cutPageTemplate(html: string, paintFirst?: string): PageTemplate {
  const scripts = paintFirst ? [...html.matchAll(SHELL_SCRIPT)].map((match) => match[1]!) : [];
  const page = paintFirst ? html.replace(SHELL_SCRIPT, '') : html;
  const headEnd = page.indexOf(HEAD_END);
  const rootOpen = page.indexOf(ROOT_OPEN, headEnd);
  const rootClose = page.indexOf(ROOT_CLOSE, rootOpen);
  if (headEnd === -1 || rootOpen === -1 || rootClose === -1) {
    throw new Error(
      `The shell's page has no ${HEAD_END} followed by an empty ${ROOT_OPEN}${ROOT_CLOSE}: rebuild it with "pnpm build".`,
    );
  }
  return {
    head: page.slice(0, headEnd),
    scripts,
    ...(paintFirst && { paintFirst }),
    beforeRoot: page.slice(headEnd, rootOpen + ROOT_OPEN.length),
    afterRoot: page.slice(rootClose + ROOT_CLOSE.length),
  };
}

/**
 * The shell is deployed with the site server: its page is read and cut once, at the first page
 * served; read again only if it could not be read (a build under way).
 */
export function pageTemplateReader(
  templatePath: string,
  paintFirstPath?: string,
): () => Promise<PageTemplate> {
  let template: Promise<PageTemplate> | undefined;
  return () => {
    if (!template) {
      const reading = Promise.all([
        readFile(templatePath, 'utf8'),
        paintFirstPath ? readPaintFirst(paintFirstPath) : undefined,
      ]).then(([html, paintFirst]) => cutPageTemplate(html, paintFirst));
      reading.catch(() => {
        if (template === reading) template = undefined;
      });
      template = reading;
    }
    return template;
  };
}

/** The paint-first script's tag, from the page its build wrote; without it, pages start their code at once. */
const readPaintFirst = (filePath: string) =>
  readFile(filePath, 'utf8').then(
    (html) => /<script\b[^>]*><\/script>/.exec(html)?.[0],
    () => undefined,
  );
