import { advanceRollingReleases } from './commands/advance-rolling-releases';
import type { ReleaseContext } from './release-context';
import { deliverWebhooks, type DeliveryLog } from './webhooks/deliver-webhooks';
import { webhookConfigFromEnv, type WebhookConfig } from './webhooks/webhook-config';

export interface ReleaseTickConfig {
  /** Time between two passes (RELEASE_TICK_MS). */
  everyMs: number;
  webhooks: WebhookConfig;
}

export interface TickLog extends DeliveryLog {
  error(details: object, message: string): void;
}

const DEFAULT_TICK_MS = 20_000;

export function releaseTickConfigFromEnv(env: NodeJS.ProcessEnv): ReleaseTickConfig {
  const text = env.RELEASE_TICK_MS?.trim();
  const everyMs = text ? Number(text) : DEFAULT_TICK_MS;
  if (!Number.isInteger(everyMs) || everyMs < 100 || everyMs > 600_000) throw new Error(`Invalid RELEASE_TICK_MS "${text}": whole milliseconds from 100 to 600000.`);
  return { everyMs, webhooks: webhookConfigFromEnv(env) };
}

/** One pass: rolling releases' due steps, then the webhooks, those steps' events included. */
async function tick(context: ReleaseContext, config: ReleaseTickConfig, log: TickLog): Promise<void> {
  const now = new Date();
  try {
    const { advanced, held } = await advanceRollingReleases(context, now);
    for (const step of advanced) {
      if (step.action === 'auto-rollback') log.warn({ event: 'canary-auto-rollback', ...step }, 'rolling release rolled back automatically');
      else log.info({ event: 'rolling-release', ...step }, step.action === 'complete' ? 'rolling release completed' : 'rolling release advanced');
    }
    for (const step of held) log.warn({ event: 'rolling-release-held', ...step }, 'rolling release step held until the next pass');
  } catch (error) {
    log.error({ err: error }, 'rolling releases could not advance');
  }
  try {
    await deliverWebhooks(context.registry.webhookOutbox, config.webhooks, new Date(), log);
  } catch (error) {
    log.error({ err: error }, 'release webhooks could not be delivered');
  }
}

/**
 * What the release system does by itself, every `everyMs` in a process that holds a release
 * context (the site server): advance rolling releases and deliver webhooks. Passes never overlap;
 * several processes may run it at once (each step and each event is taken once).
 */
export function startReleaseTick(context: ReleaseContext, config: ReleaseTickConfig, log: TickLog): { stop: () => Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const schedule = () => {
    timer = setTimeout(() => {
      running = tick(context, config, log).finally(() => {
        if (!stopped) schedule();
      });
    }, config.everyMs);
    timer.unref();
  };
  schedule();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
