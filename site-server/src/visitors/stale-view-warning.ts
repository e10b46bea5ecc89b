import type { LiveViewHealth } from '@storefront/release';
import type { FastifyBaseLogger } from 'fastify';

/** Once a minute at most: an outage of an hour is sixty lines, not one per page. */
const WARN_EVERY_MS = 60_000;

/**
 * Says in the log, at most once a minute, that pages are served from a live view the database
 * could not confirm: how old it is and how many answers it gave (the exact count is in the
 * health check's body).
 */
export function staleViewWarning(health: () => LiveViewHealth, everyMs = WARN_EVERY_MS): (log: FastifyBaseLogger) => void {
  let warnedAt = -Infinity;
  return (log) => {
    const state = health();
    if (!state.stale || Date.now() - warnedAt < everyMs) return;
    warnedAt = Date.now();
    log.warn(
      { liveViewAgeS: Math.round((state.ageMs ?? 0) / 1000), staleAnswers: state.staleAnswers },
      'The database does not answer: pages are served from the last live view it gave.',
    );
  };
}
