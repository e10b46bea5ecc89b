import {
  announceReady,
  closeOnExitSignals,
  createServer,
  operationsFromEnv,
  serverLimitsFromEnv,
  serverLogging,
  siteAddressesFromEnv,
} from '@storefront/platform';
import { watchGateJobs } from '../gate/gate-metrics';
import { openReleaseContext } from '../release-context';
import { releaseTickConfigFromEnv, startReleaseTick } from '../release-tick';
import { startGateWorker } from './gate-worker';

// The release worker as a process of its own: the gate's runs (and its headless Chromium), rolling
// releases' steps and webhooks, away from every process that serves visitors. Several may run.
const addresses = siteAddressesFromEnv(process.env);
const release = await openReleaseContext(process.env, { gate: 'here' });
// Ready: it reaches the gate queue in PostgreSQL and takes runs from it.
const operations = operationsFromEnv(process.env, async () =>
  worker.ready() ? undefined : 'cannot reach the gate queue',
);
const app = createServer({
  logging: serverLogging('release-worker'),
  limits: serverLimitsFromEnv(process.env),
  operations,
});
const worker = startGateWorker(release, { log: app.log });
watchGateJobs(release.registry.gateJobs);
// Each step and each event is taken once, however many workers run it (release-tick.ts).
const releaseTick = startReleaseTick(release, releaseTickConfigFromEnv(process.env), app.log);

closeOnExitSignals(
  async () => {
    await worker.stop();
    await releaseTick.stop();
    await app.close();
    await release.close();
  },
  (error) => app.log.error({ err: error }, 'error while closing'),
  operations,
);
await app.listen({ port: addresses.releaseWorkerPort, host: addresses.host });
app.log.info({ port: addresses.releaseWorkerPort }, 'release worker ready');
announceReady();
