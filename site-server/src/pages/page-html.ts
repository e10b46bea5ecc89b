import { escapeAttribute, jsonDataBlock, withDataBlock } from '@storefront/platform';
import { afterPaintId, embeddedDocumentsId } from '@storefront/shared/federation';
import type { Preload } from './page-assets';

/**
 * A hint the browser reuses only if it matches the request that follows: manifests are fetched
 * with CORS, and a file with integrity is loaded with CORS and that integrity. Browsers ignore
 * integrity on a `fetch` hint (and say so in the console): the fetch that uses it checks it.
 */
function preloadAttributes({ href, as, integrity }: Preload): Record<string, string> {
  return {
    rel: 'preload',
    href,
    as,
    ...(as === 'fetch' || integrity ? { crossorigin: '' } : {}),
    ...(integrity && as === 'script' ? { integrity } : {}),
  };
}

function preloadTag(preload: Preload): string {
  const attributes = Object.entries(preloadAttributes(preload)).map(([name, value]) =>
    value === '' ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`,
  );
  return `<link${attributes.join('')}>`;
}

/** An element shell/src/paint-first.ts adds to the head once the page has painted. */
interface DeferredElement {
  tag: 'script' | 'link';
  attributes: Record<string, string>;
  /** The hint of the API request the page opens on (Preload.openingData). */
  openingData?: true;
}

// The shell's scripts, as its build writes them in its page.
const SHELL_SCRIPT = /<script defer src="([^"]+)"><\/script>/g;

export interface PageHead {
  /** The registry and runtime configuration, so the shell needs no request before rendering. */
  documents: { registry: unknown; config: unknown };
  /** Origins the page will certainly connect to (the API), so the connection opens early. */
  preconnect: string[];
  /** The current route's remote code. */
  preloads: Preload[];
  /**
   * The tag of the script that starts the page's code once its HTML has painted (a page the
   * server renders): the shell's scripts and the hints are then listed for it, not in the head.
   */
  paintFirst?: string;
}

/**
 * The shell's HTML for one request: a data block with the documents (data, never run, so the
 * policy allowing no inline script holds) and the hints, at the top of the head.
 */
export function renderPageHtml(template: string, head: PageHead): string {
  const tags = [
    jsonDataBlock(embeddedDocumentsId, head.documents),
    ...head.preconnect.map((origin) => `<link rel="preconnect" href="${escapeAttribute(origin)}" crossorigin>`),
  ];
  let page = template;
  if (head.paintFirst) {
    const scripts = [...template.matchAll(SHELL_SCRIPT)].map((match) => match[1]!);
    page = template.replace(SHELL_SCRIPT, '');
    const deferred: DeferredElement[] = [
      ...head.preloads.map((preload) => ({
        tag: 'link' as const,
        attributes: preloadAttributes(preload),
        ...(preload.openingData && { openingData: true as const }),
      })),
      ...scripts.map((src) => ({ tag: 'script' as const, attributes: { src } })),
    ];
    tags.push(head.paintFirst, jsonDataBlock(afterPaintId, deferred));
  } else tags.push(...head.preloads.map(preloadTag));
  const at = page.indexOf('</head>');
  const joined = tags.join('');
  return at === -1 ? `${joined}${page}` : `${page.slice(0, at)}${joined}${page.slice(at)}`;
}

/**
 * The page's list of what to start after its first paint, without the hint of the API request
 * the page opens on: for a page whose render carries the answer, which the browser would
 * otherwise download again for nothing (and warn that it went unused).
 */
export function withoutOpeningDataHint(html: string): string {
  return withDataBlock<DeferredElement[]>(html, afterPaintId, (elements) => elements.filter((element) => !element.openingData));
}
