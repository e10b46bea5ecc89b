import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * How long a page's report tokens are accepted. An open tab reads fresh ones with the registry
 * (at most every 15 s while it is used), so a token outlives only a tab left alone this long.
 */
export const REPORT_TOKEN_LIFETIME_MS = 30 * 60_000;

/** What a token is issued for: one remote version served to one visitor. */
export interface TokenSubject {
  remote: string;
  version: string;
  visitor: string;
}

export type TokenCheck = { ok: true; nonce: string; expiresAt: Date } | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

const SHAPE = /^([0-9a-z]{1,11})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22})$/;

/**
 * Report tokens: `<issued, base 36 seconds>.<nonce>.<MAC>`. The MAC (HMAC-SHA-256, 128 bits kept)
 * covers the remote, version and visitor without carrying them: a token is worth nothing for any
 * other version, visitor or time, and the page stays small (about 40 characters a version).
 */
export function reportTokens(secret: Buffer) {
  const mac = (subject: TokenSubject, issued: string, nonce: string) =>
    createHmac('sha256', secret)
      .update([subject.remote, subject.version, subject.visitor, issued, nonce].join('\n'))
      .digest()
      .subarray(0, 16)
      .toString('base64url');

  return {
    issue(subject: TokenSubject, now = Date.now()): string {
      const issued = Math.floor(now / 1000).toString(36);
      const nonce = randomBytes(12).toString('base64url');
      return `${issued}.${nonce}.${mac(subject, issued, nonce)}`;
    },

    check(token: string, subject: TokenSubject, now = Date.now()): TokenCheck {
      const parts = SHAPE.exec(token);
      if (!parts) return { ok: false, reason: 'malformed' };
      const [, issued, nonce, given] = parts as unknown as [string, string, string, string];
      const expected = Buffer.from(mac(subject, issued, nonce));
      if (!timingSafeEqual(expected, Buffer.from(given))) return { ok: false, reason: 'forged' };
      const issuedMs = parseInt(issued, 36) * 1000;
      // A minute of clock difference between the instances that issue and check is tolerated.
      if (issuedMs > now + 60_000 || now - issuedMs > REPORT_TOKEN_LIFETIME_MS) return { ok: false, reason: 'expired' };
      return { ok: true, nonce, expiresAt: new Date(issuedMs + REPORT_TOKEN_LIFETIME_MS) };
    },
  };
}

export type ReportTokens = ReturnType<typeof reportTokens>;
