import { send } from './http-client';
import type { HostileSite } from './hostile-site';

/** A remote's entry in a visitor's registry, as the site serves it: its version and report token. */
export interface HarvestedEntry {
  version: string;
  reportToken: string;
  previous: { version: string; reportToken: string } | null;
}

/**
 * A visitor's page as a script harvests it, from address `from`: the cookie a new visitor in
 * `bucket` is given, and the entry of `remote` (a container name) with its tokens.
 */
export async function harvest(site: HostileSite, from: string, bucket: number, remote: string) {
  const answer = await send(`${site.siteUrl}/registry.json`, { from, headers: { cookie: `sf-bucket=${bucket}` } });
  const cookie = String(answer.headers['set-cookie']).split(';')[0]!;
  const entry = (JSON.parse(answer.body) as { remotes: Record<string, HarvestedEntry> }).remotes[remote]!;
  return { cookie, entry };
}

/** Sends a report to the site's beacon as a script would (any Origin it likes); answers the status. */
export function reporter(site: HostileSite) {
  return async (from: string, cookie: string, body: unknown, origin = site.siteUrl) =>
    (await send(`${site.siteUrl}/release-beacon`, {
      method: 'POST',
      from,
      headers: { origin, 'content-type': 'application/json', cookie },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })).status;
}

/** Counts one answer by its status. */
export const tally = (answers: Record<number, number>, status: number) => void (answers[status] = (answers[status] ?? 0) + 1);

export const answersOf = (answers: Record<number, number>) =>
  Object.entries(answers)
    .map(([status, count]) => `${status}×${count}`)
    .join(', ');
