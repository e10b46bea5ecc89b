import { PassThrough, type Readable } from 'node:stream';
import { jsonDataBlock } from '@storefront/platform';
import { serverRenderId } from '@storefront/shared/federation';
import type { SitePageRender, Warn } from '../rendering/render-site-page';
import { openingHead, startUpList, type PageHints } from './page-head';
import type { PageTemplate } from './page-template';

/**
 * A page of the site, written from the shell's template, the visitor's hints and, when the
 * server renders it, the render. Without a render it is the shell's page, for the browser to
 * render. With one it is a stream: the opening head goes out at once (the documents, the
 * connections to open early); when the render is ready, the list of what to start after the
 * first paint (without the API request the render has answered) and the page's own head tags
 * close the head, then the rendered layout and page fill #root, then the data block the browser
 * hydrates from. A render that fails leaves the page, whole, to the browser.
 */
export function pageDocument(
  template: PageTemplate,
  hints: PageHints,
  render: Promise<SitePageRender> | undefined,
  warn: Warn,
): string | Readable {
  const opening = openingHead(template, hints);
  if (!render)
    return `${opening}${startUpList(template, hints.preloads, false)}${template.beforeRoot}</div>${template.afterRoot}`;
  const out = new PassThrough();
  out.write(opening);
  void render
    .catch((error: unknown) => {
      // Whatever the server could not render, the browser renders: the page stays whole.
      warn('The server could not render this page: it is left to the browser.', error);
      return undefined;
    })
    .then((rendered) => {
      const html = rendered?.html;
      out.write(
        startUpList(
          template,
          hints.preloads,
          html !== undefined && rendered?.openingDataIncluded === true,
        ),
      );
      if (html) out.write(html.head);
      out.write(template.beforeRoot);
      if (html) out.write(html.body);
      out.end(
        `</div>${html ? jsonDataBlock(serverRenderId, rendered.state) : ''}${template.afterRoot}`,
      );
    });
  return out;
}
