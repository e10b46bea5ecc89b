import type { SupportRequest } from '@storefront/shared/support-request-rules';

/** What one sender (an address, see sender-key.ts) may store; every API instance counts alike. */
export interface SupportLimits {
  /** Requests stored per rolling hour. */
  requestsPerHour: number;
  /** UTF-8 bytes of text stored per rolling 24 hours. */
  bytesPerDay: number;
}

/**
 * Far above what a customer sends (a few requests, a few KB), far below what fills a disk: a
 * sender at the cap adds 64 KB a day.
 */
export const DEFAULT_SUPPORT_LIMITS: SupportLimits = { requestsPerHour: 10, bytesPerDay: 64 * 1024 };

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The bytes a request adds to the table: the text the visitor wrote, as UTF-8. */
export function storedBytes(request: SupportRequest): number {
  return Object.values(request).reduce((total, value) => total + (typeof value === 'string' ? Buffer.byteLength(value) : 0), 0);
}

export interface EarlierRequest {
  createdAt: Date;
  bytes: number;
}

export type LimitCheck = { allowed: true } | { allowed: false; limit: 'requests' | 'bytes'; retryAfterSeconds: number };

/**
 * Whether a request of `bytes` fits beside what the sender stored in the last 24 hours
 * (`earlier`, oldest first), and if not, when it would: once enough of those leave the window.
 */
export function checkSupportLimits(limits: SupportLimits, earlier: readonly EarlierRequest[], bytes: number, now: Date): LimitCheck {
  const wait = (since: Date, window: number) => Math.max(1, Math.ceil((since.getTime() + window - now.getTime()) / 1000));
  const lastHour = earlier.filter((row) => row.createdAt.getTime() > now.getTime() - HOUR_MS);
  if (lastHour.length >= limits.requestsPerHour) {
    // Once this one has left the hour, one fewer than the limit remain in it.
    const leaving = lastHour[lastHour.length - limits.requestsPerHour]!;
    return { allowed: false, limit: 'requests', retryAfterSeconds: wait(leaving.createdAt, HOUR_MS) };
  }
  let total = earlier.reduce((sum, row) => sum + row.bytes, 0);
  if (total + bytes <= limits.bytesPerDay) return { allowed: true };
  for (const row of earlier) {
    total -= row.bytes;
    if (total + bytes <= limits.bytesPerDay) return { allowed: false, limit: 'bytes', retryAfterSeconds: wait(row.createdAt, DAY_MS) };
  }
  return { allowed: false, limit: 'bytes', retryAfterSeconds: DAY_MS / 1000 };
}

/** The window the store reads a sender's earlier requests from. */
export const LIMIT_WINDOW_MS = DAY_MS;
