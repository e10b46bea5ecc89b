import { PassThrough, type Readable } from 'node:stream';
import { serverRenderId } from '@storefront/shared/federation';
import { jsonDataBlock } from '../page/page-html';
import type { SitePageRender, Warn } from './render-site-page';

const ROOT = '<div id="root">';

/**
 * The shell's page with the server's rendering in its #root, as a stream: everything up to the
 * root goes out at once (the documents, the hints that start the shell's and the page's
 * downloads), the rendered layout and page follow when ready, then the data block the browser
 * hydrates from. A page without a root, or one the server rendered nothing of, is sent as it is.
 */
export function streamSitePage(shellHtml: string, render: () => Promise<SitePageRender>, warn: Warn): Readable | string {
  const at = shellHtml.indexOf(ROOT);
  const closing = at === -1 ? -1 : shellHtml.indexOf('</div>', at);
  if (closing === -1) return shellHtml;
  const out = new PassThrough();
  out.write(shellHtml.slice(0, at + ROOT.length));
  const finish = (rendered?: SitePageRender) => {
    const state = rendered?.html ? jsonDataBlock(serverRenderId, rendered.state) : '';
    out.end(`</div>${state}${shellHtml.slice(closing + '</div>'.length)}`);
  };
  void (async () => {
    try {
      const rendered = await render();
      if (rendered.html) {
        const body = rendered.html.pipe(new PassThrough());
        for await (const chunk of body) out.write(chunk);
      }
      finish(rendered);
    } catch (error) {
      // Whatever the server could not render, the browser renders: the page stays whole.
      warn('The server could not render this page: it is left to the browser.', error);
      finish();
    }
  })();
  return out;
}
