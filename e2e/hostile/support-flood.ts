import { randomBytes, randomUUID } from 'node:crypto';
import { connect } from '@storefront/platform';
import { SUPPORT_REQUEST_LIMITS } from '@storefront/shared/support-request-rules';
import { sql } from 'kysely';
import { clientAddress, isMessageJson, send } from './http-client';
import { setting, type HostileSite } from './hostile-site';
import type { Row } from './results-table';

export const FLOOD_REQUESTS = 100;
const FLOOD_FROM = clientAddress(245);
/** Pages, index entries and the table's own bookkeeping on top of what the limit lets in. */
const STORAGE_SLACK_BYTES = 64 * 1024;

export interface SupportFloodFigures {
  /** Number (1-based) of the first request answered 429, if any was. */
  first429: number | undefined;
  retryAfter: string | undefined;
  json429: boolean;
  stored: number;
  /** Growth of the support table, its index and TOAST data, in bytes. */
  growthBytes: number;
}

/** Text that compresses no better than a visitor's own words would. */
const noise = (length: number) =>
  randomBytes(length).toString('base64').replace(/[+/=]/g, 'x').slice(0, length);

/** A request with every text field at its longest (spec §5). */
export function largestSupportRequest() {
  return {
    fullName: noise(SUPPORT_REQUEST_LIMITS.fullName),
    email: `${noise(40)}@example.in`,
    phone: '+91 98765 43210',
    orderNumber: noise(SUPPORT_REQUEST_LIMITS.orderNumber),
    productModel: noise(SUPPORT_REQUEST_LIMITS.productModel),
    issue: noise(SUPPORT_REQUEST_LIMITS.issue),
    preferredContact: 'email',
    bestTime: 'anytime',
    comments: noise(SUPPORT_REQUEST_LIMITS.comments),
    submissionId: randomUUID(),
  };
}

async function supportTableBytes(databaseUrl: string): Promise<number> {
  const db = connect({ url: databaseUrl, maxConnections: 1 });
  try {
    const { rows } = await sql<{
      bytes: string;
    }>`select pg_total_relation_size('support_requests') as bytes`.execute(db);
    return Number(rows[0]!.bytes);
  } finally {
    await db.destroy();
  }
}

export async function runSupportFlood(site: HostileSite): Promise<SupportFloodFigures> {
  const before = await supportTableBytes(site.databaseUrl);
  const figures: SupportFloodFigures = {
    first429: undefined,
    retryAfter: undefined,
    json429: false,
    stored: 0,
    growthBytes: 0,
  };
  for (let sent = 1; sent <= FLOOD_REQUESTS; sent += 1) {
    const answer = await send(`${site.apiUrl}/api/v1/support-requests`, {
      method: 'POST',
      from: FLOOD_FROM,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(largestSupportRequest()),
    });
    if (answer.status === 201) figures.stored += 1;
    if (answer.status === 429 && figures.first429 === undefined) {
      const retryAfter = answer.headers['retry-after'];
      Object.assign(figures, {
        first429: sent,
        retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
        json429: isMessageJson(answer),
      });
    }
  }
  figures.growthBytes = (await supportTableBytes(site.databaseUrl)) - before;
  return figures;
}

export function judgeSupportFlood(figures: SupportFloodFigures): Row[] {
  const scenario = `support-request flood, ${FLOOD_REQUESTS} largest requests from one address`;
  const perHour = setting('SUPPORT_REQUESTS_PER_HOUR');
  const growthLimit = 2 * setting('SUPPORT_BYTES_PER_DAY') + STORAGE_SLACK_BYTES;
  const retryAfter = Number(figures.retryAfter);
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
  return [
    {
      scenario,
      check: 'first 429',
      figure: figures.first429
        ? `request ${figures.first429}, Retry-After ${figures.retryAfter ?? 'missing'}${figures.json429 ? '' : ', not JSON {message}'}`
        : 'never',
      target: `by request ${perHour + 1}, Retry-After, JSON {message}`,
      pass:
        figures.first429 !== undefined &&
        figures.first429 <= perHour + 1 &&
        Number.isInteger(retryAfter) &&
        retryAfter > 0 &&
        figures.json429,
    },
    {
      scenario,
      check: 'requests stored',
      figure: String(figures.stored),
      target: `≤ ${perHour}`,
      pass: figures.stored <= perHour,
    },
    {
      scenario,
      check: 'support table growth',
      figure: kb(figures.growthBytes),
      target: `≤ ${kb(growthLimit)}`,
      pass: figures.growthBytes <= growthLimit,
    },
  ];
}
