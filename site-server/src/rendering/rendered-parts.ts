import { PassThrough } from 'node:stream';
import { serverStylesAttribute, type RenderedHtml } from '@storefront/shared/federation';

/**
 * A render, split where the shell's page puts it: tags for <head>, and the rest for #root. Both
 * as bytes: sent as they are to every visitor a render is reused for, never encoded again (the
 * head carries the page's styles, about 90 KB, and encoding a string that size costs a
 * millisecond each time).
 */
export interface RenderedParts {
  head: Buffer;
  body: Buffer;
}

// React renders the tags a page names itself by (title, description, canonical URL, Open
// Graph, image preloads) first in its HTML; they belong in <head>, where crawlers and the
// browser's own hydration look for them. The shell's render puts its styles before them.
const LEADING_HEAD_TAG = new RegExp(
  `^(?:<style ${serverStylesAttribute}="[^"]*">[^]*?</style>|<title>[^<]*</title>|<meta\\b[^>]*>|<link\\b[^>]*>)`,
);

/** Splits rendered HTML into its leading head tags and the rest. */
export function splitHeadTags(html: string): { head: string; body: string } {
  let at = 0;
  for (
    let match = LEADING_HEAD_TAG.exec(html);
    match;
    match = LEADING_HEAD_TAG.exec(html.slice(at))
  )
    at += match[0].length;
  return { head: html.slice(0, at), body: html.slice(at) };
}

/** Reads a render to its end and splits it. */
export async function renderedParts(rendered: RenderedHtml): Promise<RenderedParts> {
  const chunks: Buffer[] = [];
  for await (const chunk of rendered.pipe(new PassThrough()) as PassThrough) chunks.push(Buffer.from(chunk as Uint8Array));
  const bytes = Buffer.concat(chunks);
  const headLength = Buffer.byteLength(splitHeadTags(bytes.toString('utf8')).head);
  return { head: bytes.subarray(0, headLength), body: bytes.subarray(headLength) };
}
