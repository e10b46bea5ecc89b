import type { OpeningData, Registry, RenderedHtml, ShellServer } from '@storefront/shared/federation';
import { metricValue } from '@storefront/platform/testing/metrics';
import { describe, expect, it, vi } from 'vitest';
import { createRenderCache, renderKey } from './render-cache';
import { createSitePageRenderer, type SitePageRender } from './render-site-page';

const bodyOf = (render: SitePageRender) => render.html?.body.toString();
const page = { remote: 'catalog_mfe' as const, module: 'ProductDetailPage', version: '1.0.0-a' };
const registry: Registry = { remotes: {} };

/** TanStack Query's dehydrated state of one product query, fetched at `at`. */
const productData = (price: number, at: number) => ({
  mutations: [],
  queries: [
    {
      queryHash: '["products","detail",7]',
      queryKey: ['products', 'detail', 7],
      state: { status: 'success', data: { id: 7, price }, error: null, dataUpdatedAt: at, fetchStatus: 'idle' },
    },
  ],
});

describe('the key of a server render', () => {
  it('is the same for the same URL, page code and data fetched at another time', () => {
    expect(renderKey('/products/details/7', page, productData(999, 1))).toBe(
      renderKey('/products/details/7', page, productData(999, 2)),
    );
  });

  it("changes with the URL, the version of the page, its module, the data and the slots' versions", () => {
    const key = renderKey('/products/details/7', page, productData(999, 1));
    expect(renderKey('/products/details/8', page, productData(999, 1))).not.toBe(key);
    expect(renderKey('/products/details/7', { ...page, version: '1.0.0-b' }, productData(999, 1))).not.toBe(key);
    expect(renderKey('/products/details/7', { ...page, module: 'CartPage' }, productData(999, 1))).not.toBe(key);
    expect(renderKey('/products/details/7', page, productData(899, 1))).not.toBe(key);
    const search = { remote: page.remote, module: 'HeaderSearch', version: '1.0.0-a' };
    const withSearch = renderKey('/products/details/7', page, productData(999, 1), [search]);
    expect(withSearch).not.toBe(key);
    expect(renderKey('/products/details/7', page, productData(999, 1), [{ ...search, version: '1.0.0-b' }])).not.toBe(withSearch);
  });
});

describe('renders kept for reuse', () => {
  const html = (text: string): RenderedHtml => ({
    pipe: <Destination>(destination: Destination) => {
      (destination as NodeJS.WritableStream).end(text);
      return destination;
    },
  });

  function renderer(data: () => OpeningData, version = () => '1.0.0-a') {
    let renders = 0;
    const shell: ShellServer = {
      federation: { registerRemotes: vi.fn(), loadRemote: vi.fn(), registerPlugins: vi.fn() },
      configure: vi.fn(),
      fetchOpeningData: vi.fn(async () => data()),
      render: vi.fn(async () => html(`<main>render ${(renders += 1)}</main>`)),
    };
    const render = createSitePageRenderer({
      shell,
      loader: { load: async () => ({ version: version(), module: { default: () => null } }) },
      cache: createRenderCache(),
    });
    return (url: string) => render(url, registry, vi.fn());
  }

  it('serves the same page with the same data from the first render, with this request\'s data to hydrate', async () => {
    let at = 1;
    const render = renderer(() => ({ pageReady: true, queries: productData(999, (at += 1)) }));
    const first = await render('/products/details/7');
    const second = await render('/products/details/7');
    expect(second.html).toBe(first.html);
    expect(bodyOf(second)).toBe('<main>render 1</main>');
    // The data block is this request's own: the browser hydrates what was just fetched.
    expect(second.state.queries).not.toEqual(first.state.queries);
  });

  it('renders afresh when the data changed, or another version of the page is live', async () => {
    let price = 999;
    let version = '1.0.0-a';
    const render = renderer(
      () => ({ pageReady: true, queries: productData(price, 1) }),
      () => version,
    );
    await render('/products/details/7');
    price = 899;
    expect(bodyOf(await render('/products/details/7'))).toBe('<main>render 2</main>');
    version = '1.0.0-b';
    const promoted = await render('/products/details/7');
    expect(bodyOf(promoted)).toBe('<main>render 3</main>');
    expect(promoted.state.page?.version).toBe('1.0.0-b');
  });

  it('counts each render by result and each cache lookup as a hit or a miss', async () => {
    const count = () =>
      Promise.all([
        metricValue('site_server_render_duration_seconds_count', { result: 'rendered' }),
        metricValue('site_server_render_duration_seconds_count', { result: 'cached' }),
        metricValue('site_render_cache_lookups_total', { result: 'hit' }),
        metricValue('site_render_cache_lookups_total', { result: 'miss' }),
      ]);
    const before = await count();
    const render = renderer(() => ({ pageReady: true, queries: productData(999, 1) }));
    await render('/products/details/9');
    await render('/products/details/9');
    await render('/products/details/9');
    const after = await count();
    expect(after.map((value, index) => value - before[index]!)).toEqual([1, 2, 2, 1]);
  });

  it('keeps no render that left the page area to the browser', async () => {
    const render = renderer(() => ({ pageReady: false, queries: productData(999, 1) }));
    await render('/products/details/7');
    expect(bodyOf(await render('/products/details/7'))).toBe('<main>render 2</main>');
  });

  it('lets renders go beyond its size, oldest first', () => {
    const cache = createRenderCache({ maxBytes: 10 });
    const html = { head: Buffer.alloc(0), body: Buffer.from('123456') };
    cache.set('a', html);
    cache.set('b', html);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(html);
  });
});
