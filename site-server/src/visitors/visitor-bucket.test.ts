import { describe, expect, it } from 'vitest';
import { BUCKET_COOKIE, bucketCookie, bucketFromCookies, newBucket } from './visitor-bucket';

describe("a visitor's bucket", () => {
  it('is read from its cookie among others', () => {
    expect(bucketFromCookies(`${BUCKET_COOKIE}=0`)).toBe(0);
    expect(bucketFromCookies(`theme=dark; ${BUCKET_COOKIE}=42; other=1`)).toBe(42);
    expect(bucketFromCookies(`${BUCKET_COOKIE}= 99 `)).toBe(99);
  });

  it('is missing when there is no cookie, or when the cookie is not a bucket from 0 to 99', () => {
    for (const header of [undefined, '', 'theme=dark', `x${BUCKET_COOKIE}=5`, `${BUCKET_COOKIE}`]) expect(bucketFromCookies(header)).toBeUndefined();
    for (const value of ['100', '-1', 'abc', '', '07', '1.5', '1e1', '+5']) expect(bucketFromCookies(`${BUCKET_COOKIE}=${value}`)).toBeUndefined();
  });

  it('is drawn from 0 to 99, each bucket about as often as the others', () => {
    const draws = Array.from({ length: 5000 }, newBucket);
    expect(Math.min(...draws)).toBe(0);
    expect(Math.max(...draws)).toBe(99);
    expect(draws.every(Number.isInteger)).toBe(true);
    expect(draws.filter((bucket) => bucket < 50).length).toBeGreaterThan(2200);
    expect(draws.filter((bucket) => bucket < 50).length).toBeLessThan(2800);
  });

  it('is kept for the whole site, out of scripts, for a year, and only over https when the site is', () => {
    expect(bucketCookie(7, false)).toBe(`${BUCKET_COOKIE}=7; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly`);
    expect(bucketCookie(7, true)).toBe(`${BUCKET_COOKIE}=7; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly; Secure`);
    expect(bucketFromCookies(bucketCookie(63, true).split(';')[0])).toBe(63);
  });
});
