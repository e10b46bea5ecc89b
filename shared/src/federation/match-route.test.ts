import { describe, expect, it } from 'vitest';
import { matchRoute } from './match-route';

describe('matchRoute', () => {
  it('decodes parameters as the page sees them', () => {
    expect(matchRoute('/products/details/:productId', '/products/details/a%20b')).toEqual({ productId: 'a b' });
    expect(matchRoute('/products/:category?', '/products/Gate%20%26%20Curtain')).toEqual({ category: 'Gate & Curtain' });
  });

  it('leaves a malformed escape as written and matches nothing else', () => {
    expect(matchRoute('/products/details/:productId', '/products/details/%E0%A4')).toEqual({ productId: '%E0%A4' });
    expect(matchRoute('/products/details/:productId', '/cart')).toBeNull();
    expect(matchRoute('/products/:category?', '/products')).toEqual({ category: undefined });
  });
});
