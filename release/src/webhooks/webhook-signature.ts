import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-storefront-signature';
export const TIMESTAMP_HEADER = 'x-storefront-timestamp';
/** How far a receiver lets a timestamp be from its own clock: older deliveries are replays. */
export const SIGNATURE_TOLERANCE_S = 5 * 60;

/** `sha256=<hex>`: HMAC-SHA-256 over `<timestamp>.<raw body>`, so a captured delivery cannot be sent again later. */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * What a receiver checks: the signature over the timestamp and the raw body it received, in
 * constant time, and a timestamp within the tolerance of `now` (seconds since the epoch).
 */
export function verifyWebhookSignature(
  secret: string,
  received: { timestamp: string | undefined; signature: string | undefined; body: string },
  now = Math.floor(Date.now() / 1000),
): boolean {
  const timestamp = Number(received.timestamp);
  if (!received.signature || !/^\d+$/.test(received.timestamp ?? '') || Math.abs(now - timestamp) > SIGNATURE_TOLERANCE_S) return false;
  const expected = Buffer.from(signWebhook(secret, timestamp, received.body));
  const actual = Buffer.from(received.signature);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
