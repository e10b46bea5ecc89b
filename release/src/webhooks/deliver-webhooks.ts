import type { PendingEvent, WebhookOutbox } from '../registry/webhook-outbox';
import type { WebhookConfig } from './webhook-config';
import { webhookBody } from './webhook-message';
import { SIGNATURE_HEADER, signWebhook, TIMESTAMP_HEADER } from './webhook-signature';

export interface DeliveryOptions {
  /** Attempts before an event is given up (and logged). */
  maxAttempts: number;
  /** The wait after the first failed attempt; it doubles after each, up to `maxDelayMs`. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** How long a receiver may take to answer. */
  timeoutMs: number;
  /** Events sent per call at most. */
  batch: number;
}

/** How long events are kept once told (or given up): for a look at what was sent. */
const KEPT_DAYS = 7;

/** About an hour of attempts: 30 s, 1, 2, 4, 8, 16 and 32 min apart. */
export const DEFAULT_DELIVERY: DeliveryOptions = { maxAttempts: 8, firstDelayMs: 30_000, maxDelayMs: 3_600_000, timeoutMs: 10_000, batch: 20 };

/** Where delivery reports what went wrong (the site's logger). */
export interface DeliveryLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface DeliveryReport {
  delivered: number;
  retrying: number;
  gaveUp: number;
}

// A webhook's URL is often its only credential (a chat tool's incoming webhook): logs and the
// outbox name its origin only.
const originOf = (url: string) => URL.parse(url)?.origin ?? 'a receiver';

async function post(url: string, event: PendingEvent, body: string, config: WebhookConfig, now: Date, timeoutMs: number): Promise<string | undefined> {
  const timestamp = Math.floor(now.getTime() / 1000);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'storefront-release-webhooks',
        'x-storefront-event': event.event.event,
        // The same on every attempt: a receiver that got an event twice can tell.
        'x-storefront-delivery': event.id,
        [TIMESTAMP_HEADER]: String(timestamp),
        [SIGNATURE_HEADER]: signWebhook(config.secret, timestamp, body),
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return response.ok ? undefined : `${originOf(url)} answered ${response.status}`;
  } catch (error) {
    return `${originOf(url)}: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/**
 * Sends every event due at `now` to each configured receiver that does not have it yet, signed
 * (webhook-signature.ts). A receiver that fails is tried again later, with a wait that doubles,
 * until the event is given up after `maxAttempts`. Runs from the site's tick (release-tick.ts).
 */
export async function deliverWebhooks(outbox: WebhookOutbox, config: WebhookConfig, now: Date, log: DeliveryLog, options: Partial<DeliveryOptions> = {}): Promise<DeliveryReport> {
  const { maxAttempts, firstDelayMs, maxDelayMs, timeoutMs, batch } = { ...DEFAULT_DELIVERY, ...options };
  const report: DeliveryReport = { delivered: 0, retrying: 0, gaveUp: 0 };
  await outbox.prune(new Date(now.getTime() - KEPT_DAYS * 24 * 3_600_000));
  if (config.urls.length === 0) {
    await outbox.dropPending(now);
    return report;
  }
  const leaseUntil = new Date(now.getTime() + Math.max(60_000, 3 * timeoutMs));
  for (const pending of await outbox.take(now, leaseUntil, batch)) {
    const body = JSON.stringify(webhookBody(pending.event, pending.at));
    const waiting = config.urls.filter((url) => !pending.deliveredTo.includes(url));
    const errors = await Promise.all(waiting.map((url) => post(url, pending, body, config, now, timeoutMs)));
    const deliveredTo = [...pending.deliveredTo, ...waiting.filter((_, index) => !errors[index])];
    const error = errors.filter(Boolean).join('; ') || null;
    const attempts = pending.attempts + 1;
    const about = { event: 'release-webhook', id: pending.id, change: pending.event.event, remote: pending.event.remote, version: pending.event.version, attempts };
    if (!error) {
      report.delivered += 1;
      await outbox.settle(pending.id, { deliveredTo, error, done: true }, now);
    } else if (attempts >= maxAttempts) {
      report.gaveUp += 1;
      log.warn({ ...about, error }, 'release webhook given up');
      await outbox.settle(pending.id, { deliveredTo, error, done: true }, now);
    } else {
      report.retrying += 1;
      const retryAt = new Date(now.getTime() + Math.min(firstDelayMs * 2 ** (attempts - 1), maxDelayMs));
      log.info({ ...about, error, retryAt: retryAt.toISOString() }, 'release webhook failed; will try again');
      await outbox.settle(pending.id, { deliveredTo, error, done: false, retryAt }, now);
    }
  }
  return report;
}
