import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { HourlyFiguresView, HourlyVitalsView } from '../../console-api';
import { apiPaths } from '../../paths';
import { parseBody } from './parse-body';
import { speedCharted } from './speed-charted';
import { remoteParam, requireSignedIn, type SessionDependencies } from './signed-in';

const hourlyQuery = z.object({ hours: z.coerce.number().int().min(1).max(7 * 24).default(24) });
const sinceHours = (query: unknown) => new Date(Date.now() - parseBody(hourlyQuery, query).hours * 3_600_000);

/** What every signed-in token may read: status, a remote's history, and its figures hour by hour. */
export async function readRoutes(app: FastifyInstance, options: SessionDependencies): Promise<void> {
  const { release } = options;

  app.get(apiPaths.status(), async (request) => {
    await requireSignedIn(request, options);
    return release.status();
  });

  app.get(apiPaths.history(':remote'), async (request) => {
    await requireSignedIn(request, options);
    return release.history(remoteParam(request));
  });

  // The live version's and the canary's figures over the last hours: the console's chart.
  app.get(apiPaths.hourlyFigures(':remote'), async (request): Promise<HourlyFiguresView> => {
    await requireSignedIn(request, options);
    const remote = remoteParam(request);
    const since = sinceHours(request.query);
    const row = (await release.status()).find((entry) => entry.remote === remote.folder);
    const live = row?.live ?? null;
    const canary = row?.canary?.version ?? null;
    const versions = [live, canary].filter((version): version is string => version !== null);
    return { since: since.toISOString(), live, canary, hours: await release.hourlyFigures(remote, versions, since) };
  });

  // Speed over the same hours: the canary against live, or live against the last known good version.
  app.get(apiPaths.hourlyVitals(':remote'), async (request): Promise<HourlyVitalsView> => {
    await requireSignedIn(request, options);
    const remote = remoteParam(request);
    const since = sinceHours(request.query);
    const row = (await release.status()).find((entry) => entry.remote === remote.folder);
    const shown = row ? speedCharted(row) : [];
    const versions = shown.map(({ version }) => version);
    return { since: since.toISOString(), versions: shown, hours: await release.hourlyVitals(remote, versions, since) };
  });
}
