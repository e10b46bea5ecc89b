import { describe, expect, it } from 'vitest';
import { newBucket, newVisitorId, VISITOR_COOKIE, visitorCookie, visitorFromCookies } from './visitor-cookie';

const ID = 'AbCdEfGhIjKlMnOpQrSt_-';

describe("a visitor's cookie", () => {
  it('names their bucket and id, read among other cookies', () => {
    expect(visitorFromCookies(`${VISITOR_COOKIE}=0.${ID}`)).toEqual({ bucket: 0, id: ID });
    expect(visitorFromCookies(`theme=dark; ${VISITOR_COOKIE}=42.${ID}; other=1`)).toEqual({ bucket: 42, id: ID });
    expect(visitorFromCookies(`${VISITOR_COOKIE}= 99.${ID} `)).toEqual({ bucket: 99, id: ID });
  });

  it('keeps the bucket of a cookie from before ids', () => {
    expect(visitorFromCookies(`${VISITOR_COOKIE}=42`)).toEqual({ bucket: 42, id: undefined });
  });

  it('names nothing when there is no cookie, or when it is not a bucket from 0 to 99 and an id', () => {
    for (const header of [undefined, '', 'theme=dark', `x${VISITOR_COOKIE}=5`, `${VISITOR_COOKIE}`]) expect(visitorFromCookies(header)).toEqual({});
    for (const value of ['100', '-1', 'abc', '', '07', '1.5', '1e1', '+5', `5.${ID}x`, '5.short', `5.${ID.replace('A', '=')}`])
      expect(visitorFromCookies(`${VISITOR_COOKIE}=${value}`)).toEqual({});
  });

  it('draws buckets from 0 to 99, each about as often as the others, and ids that never repeat', () => {
    const draws = Array.from({ length: 5000 }, newBucket);
    expect(Math.min(...draws)).toBe(0);
    expect(Math.max(...draws)).toBe(99);
    expect(draws.every(Number.isInteger)).toBe(true);
    expect(draws.filter((bucket) => bucket < 50).length).toBeGreaterThan(2200);
    expect(draws.filter((bucket) => bucket < 50).length).toBeLessThan(2800);
    const ids = new Set(Array.from({ length: 1000 }, newVisitorId));
    expect(ids.size).toBe(1000);
    expect([...ids].every((id) => visitorFromCookies(`${VISITOR_COOKIE}=1.${id}`).id === id)).toBe(true);
  });

  it('is kept for the whole site, out of scripts, for a year, and only over https when the site is', () => {
    expect(visitorCookie({ bucket: 7, id: ID }, false)).toBe(`${VISITOR_COOKIE}=7.${ID}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly`);
    expect(visitorCookie({ bucket: 7, id: ID }, true)).toBe(`${VISITOR_COOKIE}=7.${ID}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly; Secure`);
    expect(visitorFromCookies(visitorCookie({ bucket: 63, id: ID }, true).split(';')[0])).toEqual({ bucket: 63, id: ID });
  });
});
