import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureTestRuntime, jsonResponse, makeProductPage, mockApi, TEST_API } from '../testing';
import { ApiError } from './api-error';
import { assetUrl } from './api-request';
import { fetchProduct, fetchProductPage, PRODUCT_DETAIL_ERROR, PRODUCTS_ERROR, productQueries } from './products';

beforeEach(() => configureTestRuntime());

const validProduct = {
  id: 1,
  name: 'Lock',
  category: { id: 3, name: 'Smart Locks' },
  images: ['images/lock.svg'],
  price: 100,
  stock: 2,
};

describe('apiRequest', () => {
  it('calls the runtime-configured base URL under /api/v1 and unwraps data', async () => {
    const fetchMock = mockApi({ '/api/v1/products/1': () => jsonResponse({ data: validProduct }) });
    const product = await fetchProduct('1');
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`${TEST_API}/api/v1/products/1`);
    expect(product).toMatchObject({ id: 1, additionalImages: [], discountedPrice: null, features: [] });
  });

  it("carries the server's message on a non-2xx answer", async () => {
    mockApi({ '/api/v1/products/9': () => jsonResponse({ message: 'Product not found' }, 404) });
    await expect(fetchProduct('9')).rejects.toMatchObject({ message: 'Product not found', status: 404, kind: 'http' });
  });

  it('falls back to the spec message when the server gives none', async () => {
    mockApi({ '/api/v1/products': () => new Response('<html>oops</html>', { status: 502 }) });
    await expect(fetchProductPage('')).rejects.toMatchObject({ message: PRODUCTS_ERROR, status: 502 });
  });

  it('turns a response of the wrong shape into an error, not a crash', async () => {
    mockApi({ '/api/v1/products/1': () => jsonResponse({ data: { id: 'one', name: 5 } }) });
    await expect(fetchProduct('1')).rejects.toMatchObject({ message: PRODUCT_DETAIL_ERROR, kind: 'invalid-response' });
    mockApi({ '/api/v1/products': () => new Response('{not json', { status: 200 }) });
    await expect(fetchProductPage('')).rejects.toBeInstanceOf(ApiError);
  });

  it('reports a network failure as such', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(fetchProductPage('')).rejects.toMatchObject({ kind: 'network', message: PRODUCTS_ERROR });
  });
});

describe('fetchProductPage', () => {
  it('asks for the listing query and keeps the page, its total and its facet counts', async () => {
    const answer = makeProductPage([{ ...validProduct, discountedPrice: null, shortDescription: null }], { total: 61, page: 3, pageCount: 3 });
    const fetchMock = mockApi({ '/api/v1/products': () => jsonResponse(answer) });
    const page = await fetchProductPage('q=lock&page=3');
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`${TEST_API}/api/v1/products?q=lock&page=3`);
    expect(page).toEqual(answer);
  });

  it('keeps of each product only what its card shows, whatever else the API sends', async () => {
    const card = { ...validProduct, discountedPrice: null, shortDescription: 'A lock.' };
    const full = { ...card, images: [...card.images, 'images/lock-2.svg'], additionalImages: ['images/lock-3.svg'], description: 'A long text.', features: ['Keyless'] };
    const withoutShortText = { ...full, id: 2, shortDescription: null };
    mockApi({ '/api/v1/products': () => jsonResponse(makeProductPage([full, withoutShortText] as Array<typeof card>)) });
    expect((await fetchProductPage('')).data).toEqual([card, { ...card, id: 2, shortDescription: 'A long text.' }]);
  });

  it('turns an answer without its meta into the listing error', async () => {
    mockApi({ '/api/v1/products': () => jsonResponse({ data: [validProduct] }) });
    await expect(fetchProductPage('')).rejects.toMatchObject({ message: PRODUCTS_ERROR, kind: 'invalid-response' });
  });
});

describe('query keys', () => {
  it('are per normalised query for pages of the catalogue', () => {
    expect(productQueries.search('q=lock').queryKey).toEqual(['products', 'search', 'q=lock']);
    expect(productQueries.search('q=lock').queryKey.slice(0, 2)).toEqual(productQueries.searches());
  });

  it('are per id for product details', () => {
    expect(productQueries.detail('1').queryKey).toEqual(['products', 'detail', '1']);
    expect(productQueries.detail('2').queryKey).not.toEqual(productQueries.detail('1').queryKey);
  });
});

describe('assetUrl', () => {
  it('puts relative paths under /public on the API host', () => {
    expect(assetUrl('images/lock.svg')).toBe(`${TEST_API}/public/images/lock.svg`);
    expect(assetUrl('/images/lock.svg')).toBe(`${TEST_API}/public/images/lock.svg`);
  });
});
