import { describe, expect, it } from 'vitest';
import { REPORT_TOKEN_LIFETIME_MS, reportTokens } from './report-token';

const tokens = reportTokens(Buffer.from('a secret of the site, 32 bytes..'));
const subject = { remote: 'catalog_mfe', version: '0.1.0-aaaa', visitor: 'v-1' };
const now = Date.UTC(2026, 10, 27, 12);

describe('report tokens', () => {
  it('are accepted for what they were issued for, within their lifetime', () => {
    const token = tokens.issue(subject, now);
    expect(token.length).toBeLessThan(50);
    const check = tokens.check(token, subject, now + REPORT_TOKEN_LIFETIME_MS - 1000);
    expect(check).toMatchObject({ ok: true, nonce: token.split('.')[1] });
  });

  it('are worth nothing for another remote, version or visitor', () => {
    const token = tokens.issue(subject, now);
    expect(tokens.check(token, { ...subject, version: '0.1.0-bbbb' }, now)).toEqual({ ok: false, reason: 'forged' });
    expect(tokens.check(token, { ...subject, remote: 'content_mfe' }, now)).toEqual({ ok: false, reason: 'forged' });
    expect(tokens.check(token, { ...subject, visitor: 'v-2' }, now)).toEqual({ ok: false, reason: 'forged' });
  });

  it('cannot be made without the secret, nor moved in time', () => {
    const other = reportTokens(Buffer.from('another secret, also 32 bytes...'));
    expect(tokens.check(other.issue(subject, now), subject, now)).toEqual({ ok: false, reason: 'forged' });
    const [, nonce, mac] = tokens.issue(subject, now).split('.');
    const later = Math.floor((now + 60_000) / 1000).toString(36);
    expect(tokens.check(`${later}.${nonce}.${mac}`, subject, now)).toEqual({ ok: false, reason: 'forged' });
  });

  it('expire, and are refused when issued in the future', () => {
    const token = tokens.issue(subject, now);
    expect(tokens.check(token, subject, now + REPORT_TOKEN_LIFETIME_MS + 1000)).toEqual({ ok: false, reason: 'expired' });
    expect(tokens.check(token, subject, now - 120_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuse anything of another shape', () => {
    for (const token of ['', 'x', 'a.b.c', `${tokens.issue(subject, now)}x`, '../../etc'])
      expect(tokens.check(token, subject, now)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('are each unique', () => {
    expect(tokens.issue(subject, now)).not.toBe(tokens.issue(subject, now));
  });
});
