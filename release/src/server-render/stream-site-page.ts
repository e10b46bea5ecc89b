import { PassThrough, type Readable } from 'node:stream';
import { serverRenderId } from '@storefront/shared/federation';
import { jsonDataBlock } from '../page/page-html';
import type { SitePageRender, Warn } from './render-site-page';

const ROOT = '<div id="root">';
const HEAD_END = '</head>';

/**
 * The shell's page with the server's rendering in its #root, as a stream: its head goes out at
 * once (the documents, the hints that start the shell's and the page's downloads); when the
 * render is ready, the page's own head tags close it, then the rendered layout and page, then
 * the data block the browser hydrates from. A page without a head and a root is sent as it is;
 * one the server rendered nothing of, with an empty root for the browser to fill.
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
  const out = new PassThrough();
  out.write(shellHtml.slice(0, headEnd));
  const finish = (head: string, root: Buffer | string, state: string) => {
    out.write(`${head}${shellHtml.slice(headEnd, at + ROOT.length)}`);
    out.write(root);
    out.end(`</div>${state}${shellHtml.slice(closing + '</div>'.length)}`);
  };
  void (async () => {
    try {
      const rendered = await rendering;
      if (!rendered.html) return finish('', '', '');
      finish(rendered.html.head, rendered.html.body, jsonDataBlock(serverRenderId, rendered.state));
    } catch (error) {
      // Whatever the server could not render, the browser renders: the page stays whole.
      warn('The server could not render this page: it is left to the browser.', error);
      finish('', '', '');
    }
  })();
  return out;
}
