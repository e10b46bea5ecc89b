import type { PassThrough } from 'node:stream';
import {
  serverStylesAttribute,
  type OpeningData,
  type Registry,
  type RenderedHtml,
  type ShellServer,
} from '@storefront/shared/federation';
import { describe, expect, it, vi } from 'vitest';
import { pageDocument } from '../pages/page-document';
import type { PageHints } from '../pages/page-head';
import { cutPageTemplate } from '../pages/page-template';
import type { RemotePageLoader } from './remote-page-loader';
import { createSitePageRenderer } from './render-site-page';
import { splitHeadTags } from './rendered-parts';

const registry: Registry = { remotes: {} };
const detailPage = { default: () => null, heading: 'Smart Lock Pro' };

/** HTML as the shell's server build would render it: the page's heading, or its skeleton. */
const html = (text: string): RenderedHtml => ({
  pipe: <Destination>(destination: Destination) => {
    (destination as PassThrough).end(text);
    return destination;
  },
});

/** A shell server whose render shows a page module's heading, and throws for one that throws. */
function fakeShell(data: OpeningData = { pageReady: true, queries: { queries: [] } }): ShellServer {
  return {
    federation: { registerRemotes: vi.fn(), loadRemote: vi.fn(), registerPlugins: vi.fn() },
    configure: vi.fn(),
    fetchOpeningData: vi.fn(async () => data),
    render: vi.fn(async ({ pageModule }) => {
      if (pageModule === 'throws') throw new Error('the page threw');
      const module = pageModule as typeof detailPage | undefined;
      return html(
        `<header>Site</header><main>${module ? `<h1>${module.heading}</h1>` : '<div role="status">Loading page…</div>'}</main>`,
      );
    }),
  };
}

const loading = (module: unknown): RemotePageLoader => ({
  load: vi.fn(async () => ({ version: '1.0.0-a', module })),
});
const failing: RemotePageLoader = {
  load: vi.fn(async () => Promise.reject(new Error('server build missing'))),
};

async function text(stream: ReturnType<typeof pageDocument>): Promise<string> {
  if (typeof stream === 'string') return stream;
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
}

const TEMPLATE =
  '<!doctype html><html><head><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';

const HINTS: PageHints = { documents: { registry, config: {} }, preconnect: [], preloads: [] };

/** The page a render makes, from the template as the site cuts it (with paint-first when given). */
async function page(shell: ShellServer, loader: RemotePageLoader, url = '/products/details/7', hints = HINTS, paintFirst?: string) {
  const warn = vi.fn();
  const render = createSitePageRenderer({ shell, loader });
  return {
    html: await text(pageDocument(cutPageTemplate(TEMPLATE, paintFirst), hints, render(url, registry, warn), warn)),
    warn,
  };
}

const stateOf = (out: string) =>
  JSON.parse(
    /<script type="application\/json" id="storefront-server-render">(.*?)<\/script>/.exec(
      out,
    )?.[1] ?? 'null',
  ) as {
    page: unknown;
  } | null;

describe('a server-rendered page', () => {
  it("puts the route's page, rendered with the registry's version, in #root, and what to hydrate beside it", async () => {
    const { html: out } = await page(fakeShell(), loading(detailPage));
    expect(out).toContain(
      '<div id="root"><header>Site</header><main><h1>Smart Lock Pro</h1></main></div>',
    );
    expect(stateOf(out)).toEqual({
      page: { remote: 'catalog_mfe', module: 'ProductDetailPage', version: '1.0.0-a' },
      slots: [{ remote: 'catalog_mfe', module: 'HeaderSearch', slot: 'header-search', version: '1.0.0-a' }],
      queries: { queries: [] },
    });
    expect(out.indexOf('id="storefront-server-render"')).toBeGreaterThan(out.indexOf('</main>'));
  });

  it("renders the header's slot with the remote's component loaded like a page, and the page without it when that fails", async () => {
    const shell = fakeShell();
    const search = { default: () => null };
    const loader: RemotePageLoader = {
      load: vi.fn(async (_registry, target) => ({ version: '1.0.0-a', module: target.module === 'HeaderSearch' ? search : detailPage })),
    };
    await page(shell, loader);
    expect(shell.render).toHaveBeenCalledWith(expect.objectContaining({ pageModule: detailPage, slotModules: { 'header-search': search } }));

    const slotFails: RemotePageLoader = {
      load: vi.fn(async (_registry, target) => {
        if (target.module === 'HeaderSearch') throw new Error('blocked');
        return { version: '1.0.0-a', module: detailPage };
      }),
    };
    const { html: out, warn } = await page(shell, slotFails);
    expect(out).toContain('<h1>Smart Lock Pro</h1>');
    expect(stateOf(out)).toMatchObject({ page: { module: 'ProductDetailPage' }, slots: [] });
    expect(shell.render).toHaveBeenLastCalledWith(expect.objectContaining({ slotModules: {} }));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('the header-search slot shows the shell'), expect.any(Error));
  });

  it('leaves the page area to the browser, with the layout still rendered, when the server build fails to load', async () => {
    const { html: out, warn } = await page(fakeShell(), failing);
    expect(out).toContain(
      '<header>Site</header><main><div role="status">Loading page…</div></main>',
    );
    expect(out).not.toContain('<h1>');
    expect(stateOf(out)?.page).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('could not load ProductDetailPage'),
      expect.any(Error),
    );
  });

  it('leaves the page area to the browser when the page throws while rendering', async () => {
    const { html: out, warn } = await page(fakeShell(), loading('throws'));
    expect(out).toContain('Loading page…');
    expect(stateOf(out)?.page).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('failed to render'),
      expect.any(Error),
    );
  });

  it("leaves the page area to the browser when the page's data missed its budget", async () => {
    const { html: out } = await page(
      fakeShell({ pageReady: false, queries: {} }),
      loading(detailPage),
    );
    expect(out).not.toContain('<h1>');
    expect(stateOf(out)?.page).toBeNull();
  });

  it("never loads a server build for a developer's override: the browser runs other code", async () => {
    const loader = loading(detailPage);
    const { html: out } = await page(
      fakeShell(),
      loader,
      '/products/details/7?mf-override=catalog_mfe@http://localhost:3001/mf-manifest.json',
    );
    expect(loader.load).not.toHaveBeenCalled();
    expect(stateOf(out)?.page).toBeNull();
  });

  it("puts the page's own head tags in the head, where crawlers and hydration look for them", async () => {
    const shell = fakeShell();
    const headTags =
      '<title>Smart Lock Pro | Site</title><meta name="description" content="A lock"/><link rel="canonical" href="http://site.test/products/details/7"/>';
    vi.mocked(shell.render).mockResolvedValue(
      html(`${headTags}<header>Site</header><main><h1>Smart Lock Pro</h1></main>`),
    );
    const { html: out } = await page(shell, loading(detailPage));
    expect(out).toContain(
      `</script>${headTags}</head><body><div id="root"><header>Site</header>`,
    );
  });

  it('takes only the leading head tags out of rendered HTML', () => {
    expect(
      splitHeadTags(
        '<title>A</title><meta name="x" content="y"/><main><link rel="preload" href="/a"/></main>',
      ),
    ).toEqual({
      head: '<title>A</title><meta name="x" content="y"/>',
      body: '<main><link rel="preload" href="/a"/></main>',
    });
    const styles = `<style ${serverStylesAttribute}="css a1">.css-a1>p{color:red}</style>`;
    expect(splitHeadTags(`${styles}<title>A</title><main><style>p{}</style></main>`)).toEqual({
      head: `${styles}<title>A</title>`,
      body: '<main><style>p{}</style></main>',
    });
    expect(splitHeadTags('<header>Site</header>')).toEqual({
      head: '',
      body: '<header>Site</header>',
    });
  });

  it('sends the page as the browser alone would render it when the layout itself fails', async () => {
    const shell = fakeShell();
    vi.mocked(shell.render).mockRejectedValue(new Error('the header threw'));
    const { html: out } = await page(shell, loading(detailPage));
    expect(out).toBe(pageDocument(cutPageTemplate(TEMPLATE), HINTS, undefined, vi.fn()));
    expect(out).toContain('<div id="root"></div></body>');
  });

  describe('the list of what starts after the first paint', () => {
    const withHints: PageHints = {
      ...HINTS,
      preloads: [
        { href: 'http://api.test/api/v1/products/7', as: 'fetch', openingData: true },
        { href: 'http://cdn.test/catalog-mfe/1.0.0-a/remoteEntry.js', as: 'script' },
      ],
    };
    const paintFirst = '<script defer src="/paint-first.js"></script>';
    const listed = (out: string) =>
      (JSON.parse(/<script type="application\/json" id="storefront-after-paint">(.*?)<\/script>/.exec(out)?.[1] ?? '[]') as {
        attributes: { href?: string; src?: string };
      }[]).map(({ attributes }) => attributes.href ?? attributes.src);

    it("drops the request for the page's data when the render carries the answer", async () => {
      const { html: out } = await page(fakeShell(), loading(detailPage), '/products/details/7', withHints, paintFirst);
      expect(listed(out)).toEqual(['http://cdn.test/catalog-mfe/1.0.0-a/remoteEntry.js', '/main.js']);
      expect(out.indexOf('id="storefront-after-paint"')).toBeLessThan(out.indexOf('</head>'));
    });

    it('keeps it when the data missed its budget: the browser asks for it', async () => {
      const { html: out } = await page(fakeShell({ pageReady: false, queries: {} }), loading(detailPage), '/products/details/7', withHints, paintFirst);
      expect(listed(out)).toEqual([
        'http://api.test/api/v1/products/7',
        'http://cdn.test/catalog-mfe/1.0.0-a/remoteEntry.js',
        '/main.js',
      ]);
    });
  });
});
