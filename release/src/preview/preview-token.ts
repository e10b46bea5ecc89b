import { createHmac, timingSafeEqual } from 'node:crypto';
import { findRemote, type RemoteName } from '@storefront/shared/federation';
import { z } from 'zod';

// A preview link's token: what it opens, signed, so the site can refuse a forged, altered or
// expired link without a database read, and read the row (revoked?) only for one it made.
// `<payload>.<signature>`, both base64url: URL- and cookie-safe as they are.

/** What a link opens, and until when. `id` is its row, which says whether it was revoked. */
export interface PreviewTokenPayload {
  id: string;
  remote: RemoteName;
  version: string;
  expiresAt: Date;
}

export type ReadToken =
  | { ok: true; payload: PreviewTokenPayload }
  | { ok: false; refused: 'invalid' }
  | { ok: false; refused: 'expired'; payload: PreviewTokenPayload };

// Keeps this key's signatures from standing for anything else it might ever sign.
const PURPOSE = 'storefront preview link v1\n';
// A token far longer than any link makes is not read at all.
const MAX_TOKEN_LENGTH = 512;
const TOKEN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/;

const payloadSchema = z.object({
  i: z.string().regex(/^[1-9]\d{0,17}$/),
  r: z.string(),
  v: z.string().min(1).max(200),
  e: z.number().int().positive(),
});

const signature = (key: string | Buffer, payload: string) => createHmac('sha256', key).update(PURPOSE + payload).digest();

export function signPreviewToken(key: string | Buffer, link: PreviewTokenPayload): string {
  const body = { i: link.id, r: link.remote, v: link.version, e: Math.floor(link.expiresAt.getTime() / 1000) };
  const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${payload}.${signature(key, payload).toString('base64url')}`;
}

/** The link a token names when this key signed it, and whether it has expired by `now`. */
export function readPreviewToken(key: string | Buffer, token: string, now = new Date()): ReadToken {
  if (token.length > MAX_TOKEN_LENGTH || !TOKEN.test(token)) return { ok: false, refused: 'invalid' };
  const [payload = '', signed = ''] = token.split('.');
  const expected = signature(key, payload);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, refused: 'invalid' };
  let body: z.infer<typeof payloadSchema>;
  try {
    body = payloadSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  } catch {
    return { ok: false, refused: 'invalid' };
  }
  const remote = findRemote(body.r);
  if (remote !== body.r) return { ok: false, refused: 'invalid' };
  const link = { id: body.i, remote, version: body.v, expiresAt: new Date(body.e * 1000) };
  return link.expiresAt <= now ? { ok: false, refused: 'expired', payload: link } : { ok: true, payload: link };
}
