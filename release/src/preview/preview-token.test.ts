import { describe, expect, it } from 'vitest';
import { readPreviewToken, signPreviewToken } from './preview-token';

const KEY = 'k'.repeat(32);
const NOW = new Date('2026-12-01T12:00:00Z');
const link = { id: '7', remote: 'catalog_mfe' as const, version: '0.1.0-3f9a0c1d2e4b', expiresAt: new Date('2026-12-08T12:00:00Z') };
const token = signPreviewToken(KEY, link);

/** The token with its payload replaced, signature kept: what someone editing a link makes. */
const withPayload = (body: object) => `${Buffer.from(JSON.stringify(body)).toString('base64url')}.${token.split('.')[1]}`;

describe('a preview token', () => {
  it('names the link it was signed for, in URL- and cookie-safe characters', () => {
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(readPreviewToken(KEY, token, NOW)).toEqual({ ok: true, payload: link });
  });

  it('is refused as invalid when signed with another key, or when anything in it was changed', () => {
    expect(readPreviewToken('x'.repeat(32), token, NOW)).toEqual({ ok: false, refused: 'invalid' });
    expect(readPreviewToken(KEY, withPayload({ i: '7', r: 'catalog_mfe', v: '0.1.0-other', e: 1796731200 }), NOW)).toEqual({ ok: false, refused: 'invalid' });
    const [payload, signature] = token.split('.') as [string, string];
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    expect(readPreviewToken(KEY, `${payload}.${flipped}`, NOW)).toEqual({ ok: false, refused: 'invalid' });
  });

  it('is refused as invalid when it is not a token at all', () => {
    for (const malformed of ['', 'garbage', `${token}.`, `${token}x`, token.replace('.', '!'), `${'a'.repeat(600)}.${token.split('.')[1]}`, '<script>.x']) {
      expect(readPreviewToken(KEY, malformed, NOW)).toEqual({ ok: false, refused: 'invalid' });
    }
  });

  it('is refused as invalid when what it names is not a link, even signed with the key', () => {
    for (const body of [
      { i: '7', r: 'evil_mfe', v: '1.0.0', e: 1796731200 },
      { i: '0', r: 'catalog_mfe', v: '1.0.0', e: 1796731200 },
      { i: '7', r: 'catalog_mfe', v: '', e: 1796731200 },
      { i: '7', r: 'catalog_mfe', v: '1.0.0', e: 'soon' },
    ]) {
      const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
      const forged = signPreviewToken(KEY, link).replace(/^[^.]+/, payload);
      expect(readPreviewToken(KEY, forged, NOW)).toEqual({ ok: false, refused: 'invalid' });
    }
  });

  it('is refused as expired from the second its link expires, still naming what it opened', () => {
    expect(readPreviewToken(KEY, token, new Date(link.expiresAt.getTime() - 1000))).toMatchObject({ ok: true });
    expect(readPreviewToken(KEY, token, link.expiresAt)).toEqual({ ok: false, refused: 'expired', payload: link });
  });
});
