import { describe, expect, it } from 'vitest';
import { pageForPath } from './page-for-path';

describe('pageForPath', () => {
  it.each([
    ['/', 'content_mfe/HomePage'],
    ['/products', 'catalog_mfe/ProductListPage'],
    ['/products/Smart%20Locks', 'catalog_mfe/ProductListPage'],
    ['/products/details/7', 'catalog_mfe/ProductDetailPage'],
    ['/products/details', 'catalog_mfe/ProductListPage'],
    ['/cart', 'catalog_mfe/CartPage'],
    ['/customer-support', 'account_mfe/SupportPage'],
    ['/policy-type/privacy-policy', 'content_mfe/PolicyPage'],
  ])('%s renders %s', (pathname, page) => {
    const found = pageForPath(pathname);
    expect(found && `${found.remote}/${found.module}`).toBe(page);
  });

  it.each(['/test', '/no/such/page', '/cart/extra'])('%s is not a remote page', (pathname) => {
    expect(pageForPath(pathname)).toBeUndefined();
  });

  it('gives the parameters decoded, as the page reads them', () => {
    expect(pageForPath('/products/details/a%20b')?.params).toEqual({ productId: 'a b' });
    expect(pageForPath('/products/Smart%20Locks')?.params).toEqual({ category: 'Smart Locks' });
  });
});
