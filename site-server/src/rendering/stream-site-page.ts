import { PassThrough, type Readable } from 'node:stream';
import { afterPaintId, serverRenderId } from '@storefront/shared/federation';
import { jsonDataBlock } from '@storefront/platform';
import { withoutOpeningDataHint } from '../pages/page-html';
import type { SitePageRender, Warn } from './render-site-page';

const ROOT = '<div id="root">';
const HEAD_END = '</head>';
const AFTER_PAINT_BLOCK = `<script type="application/json" id="${afterPaintId}">`;

/**
 * The shell's page with the server's rendering in its #root, as a stream: its head goes out at
 * once (the documents, the connections to open early); when the render is ready, the list of
 * what to start after the first paint (without the API request the render has answered) and the
 * page's own head tags close it, then the rendered layout and page, then the data block the
 * browser hydrates from. A page without a head and a root is sent as it is; one the server
 * rendered nothing of, with an empty root for the browser to fill.
 */
export function streamSitePage(
  shellHtml: string,
  rendering: Promise<SitePageRender>,
  warn: Warn,
): Readable | string {
  const headEnd = shellHtml.indexOf(HEAD_END);
  const at = shellHtml.indexOf(ROOT, headEnd);
  const closing = at === -1 ? -1 : shellHtml.indexOf('</div>', at);
  if (headEnd === -1 || closing === -1) return shellHtml;
  // The list is read once the document is parsed (paint-first runs deferred): held back until
  // the render says whether the page's data is in it, it is still there in time.
  const listAt = shellHtml.lastIndexOf(AFTER_PAINT_BLOCK, headEnd);
  const heldFrom = listAt === -1 ? headEnd : listAt;
  const out = new PassThrough();
  out.write(shellHtml.slice(0, heldFrom));
  const finish = (head: Buffer | string, root: Buffer | string, state: string, openingDataIncluded = false) => {
    const held = shellHtml.slice(heldFrom, headEnd);
    out.write(openingDataIncluded ? withoutOpeningDataHint(held) : held);
    out.write(head);
    out.write(shellHtml.slice(headEnd, at + ROOT.length));
    out.write(root);
    out.end(`</div>${state}${shellHtml.slice(closing + '</div>'.length)}`);
  };
  void (async () => {
    try {
      const rendered = await rendering;
      if (!rendered.html) return finish('', '', '');
      finish(rendered.html.head, rendered.html.body, jsonDataBlock(serverRenderId, rendered.state), rendered.openingDataIncluded);
    } catch (error) {
      // Whatever the server could not render, the browser renders: the page stays whole.
      warn('The server could not render this page: it is left to the browser.', error);
      finish('', '', '');
    }
  })();
  return out;
}
