import { embeddedDocumentsId } from '@storefront/shared/federation';
import type { Preload } from './page-assets';

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };
const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (char) => ATTRIBUTE_ESCAPES[char]!);

/** JSON that cannot end the data block it sits in (`</script>`) nor open a comment. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
}

/** A JSON data block: data the page's script reads, never run (the policy allows no inline script). */
export function jsonDataBlock(id: string, value: unknown): string {
  return `<script type="application/json" id="${escapeAttribute(id)}">${scriptSafeJson(value)}</script>`;
}

/**
 * A hint the browser reuses only if it matches the request that follows: manifests are fetched
 * with CORS, and a file with integrity is loaded with CORS and that integrity. Browsers ignore
 * integrity on a `fetch` hint (and say so in the console): the fetch that uses it checks it.
 */
function preloadTag({ href, as, integrity }: Preload): string {
  const cors = as === 'fetch' || integrity ? ' crossorigin' : '';
  const check = integrity && as === 'script' ? ` integrity="${escapeAttribute(integrity)}"` : '';
  return `<link rel="preload" href="${escapeAttribute(href)}" as="${as}"${cors}${check}>`;
}

export interface PageHead {
  /** The registry and runtime configuration, so the shell needs no request before rendering. */
  documents: { registry: unknown; config: unknown };
  /** Origins the page will certainly connect to (the API), so the connection opens early. */
  preconnect: string[];
  /** The current route's remote code. */
  preloads: Preload[];
}

/**
 * The shell's HTML for one request: a data block with the documents (data, never run, so the
 * policy allowing no inline script holds) and the hints, at the top of the head.
 */
export function renderPageHtml(template: string, head: PageHead): string {
  const tags = [
    jsonDataBlock(embeddedDocumentsId, head.documents),
    ...head.preconnect.map((origin) => `<link rel="preconnect" href="${escapeAttribute(origin)}" crossorigin>`),
    ...head.preloads.map(preloadTag),
  ].join('');
  const at = template.indexOf('</head>');
  return at === -1 ? `${tags}${template}` : `${template.slice(0, at)}${tags}${template.slice(at)}`;
}
