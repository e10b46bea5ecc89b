import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhookSignature } from './webhook-signature';

const secret = 'a-secret-of-enough-length';
const body = '{"event":"promote","text":"catalog-mfe 1.2.3 is live"}';
const now = 1_800_000_000;

describe('webhook signatures', () => {
  it('is HMAC-SHA-256 of `<timestamp>.<body>` in hex, which a receiver checks', () => {
    const signature = signWebhook(secret, now, body);
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature(secret, { timestamp: String(now), signature, body }, now)).toBe(true);
  });

  it('fails for another body, another secret, another timestamp, or a malformed header', () => {
    const signature = signWebhook(secret, now, body);
    expect(verifyWebhookSignature(secret, { timestamp: String(now), signature, body: body.replace('1.2.3', '6.6.6') }, now)).toBe(false);
    expect(verifyWebhookSignature('another-secret-of-length', { timestamp: String(now), signature, body }, now)).toBe(false);
    expect(verifyWebhookSignature(secret, { timestamp: String(now + 1), signature, body }, now)).toBe(false);
    for (const bad of [undefined, '', 'sha256=', signature.slice(0, -1), signature.toUpperCase()]) {
      expect(verifyWebhookSignature(secret, { timestamp: String(now), signature: bad, body }, now)).toBe(false);
    }
    expect(verifyWebhookSignature(secret, { timestamp: undefined, signature, body }, now)).toBe(false);
  });

  it('refuses a delivery replayed more than five minutes later, or dated ahead', () => {
    const signature = signWebhook(secret, now, body);
    expect(verifyWebhookSignature(secret, { timestamp: String(now), signature, body }, now + 300)).toBe(true);
    expect(verifyWebhookSignature(secret, { timestamp: String(now), signature, body }, now + 301)).toBe(false);
    expect(verifyWebhookSignature(secret, { timestamp: String(now), signature, body }, now - 301)).toBe(false);
  });
});
