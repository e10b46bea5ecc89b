import { randomInt } from 'node:crypto';
import { cookieValue } from './cookie-value';

/** The cookie that keeps a visitor in or out of every canary, from one page load to the next. */
export const BUCKET_COOKIE = 'sf-bucket';

/** Buckets 0–99: a canary at P % is run by the visitors whose bucket is below P. */
export const BUCKETS = 100;

const ONE_YEAR_S = 365 * 24 * 60 * 60;
const BUCKET_VALUE = /^(0|[1-9][0-9]?)$/;

/** The visitor's bucket from a Cookie header; undefined when there is none or it is not a bucket. */
export function bucketFromCookies(header: string | undefined): number | undefined {
  const value = cookieValue(header, BUCKET_COOKIE);
  return value !== undefined && BUCKET_VALUE.test(value) ? Number(value) : undefined;
}

export const newBucket = (): number => randomInt(BUCKETS);

/**
 * The Set-Cookie value for a bucket. Scripts never need it (HttpOnly): the server tells the page
 * its versions. Secure when the site is served over https.
 */
export function bucketCookie(bucket: number, secure: boolean): string {
  return `${BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}
