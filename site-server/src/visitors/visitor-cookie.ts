import { randomBytes, randomInt } from 'node:crypto';
import { cookieValue } from './cookie-value';

/**
 * The cookie that keeps a visitor in or out of every canary, from one page load to the next, and
 * names them to the release beacon: `<bucket>.<visitor id>`. The id is random and means nothing
 * outside this site; reports are counted per id (release/src/reports/), stored hashed.
 */
export const VISITOR_COOKIE = 'sf-bucket';

/** Buckets 0–99: a canary at P % is run by the visitors whose bucket is below P. */
export const BUCKETS = 100;

export interface Visitor {
  bucket: number;
  id: string;
}

const ONE_YEAR_S = 365 * 24 * 60 * 60;
/** A bucket, then the id (16 random bytes, base64url); a cookie from before ids has the bucket alone. */
const VALUE = /^(0|[1-9][0-9]?)(?:\.([A-Za-z0-9_-]{22}))?$/;

/** What the Cookie header says of the visitor: their bucket and id, either absent when missing or malformed. */
export function visitorFromCookies(header: string | undefined): Partial<Visitor> {
  const match = VALUE.exec(cookieValue(header, VISITOR_COOKIE) ?? '');
  return match ? { bucket: Number(match[1]), id: match[2] } : {};
}

export const newBucket = (): number => randomInt(BUCKETS);
export const newVisitorId = (): string => randomBytes(16).toString('base64url');

/**
 * The Set-Cookie value for a visitor. Scripts never need it (HttpOnly): the server tells the page
 * its versions, and the browser sends it with each report. Secure when the site is served over https.
 */
export function visitorCookie(visitor: Visitor, secure: boolean): string {
  return `${VISITOR_COOKIE}=${visitor.bucket}.${visitor.id}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}
