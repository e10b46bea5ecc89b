import { describe, expect, it } from 'vitest';
import { redirectAfterLogin } from './redirect-after-login';

describe('redirectAfterLogin', () => {
  it.each([
    ['/contact', '/contact'],
    ['/products/Smart%20Locks?sort=price', '/products/Smart%20Locks?sort=price'],
    ['/articles#latest', '/articles#latest'],
  ])('returns to the same-site page %s', (from, expected) => {
    expect(redirectAfterLogin({ from })).toBe(expected);
  });

  it.each([
    ['no state', undefined],
    ['no from', {}],
    ['a number', { from: 42 }],
    ['an absolute URL', { from: 'https://evil.example/' }],
    ['a protocol-relative URL', { from: '//evil.example/' }],
    ['a backslash trick', { from: '/\\evil.example' }],
    ['a relative path', { from: 'contact' }],
    ['a control character', { from: '/contact\nSet-Cookie: x' }],
    ['the login page', { from: '/login' }],
    ['the login page with a query', { from: '/login?next=1' }],
    ['the login page in capitals', { from: '/LOGIN/' }],
  ])('goes home for %s', (_case, state) => {
    expect(redirectAfterLogin(state)).toBe('/');
  });
});
