import {
  announceReady,
  closeOnExitSignals,
  connect,
  databaseAnswers,
  databaseFromEnv,
  operationsFromEnv,
  serverLimitsFromEnv,
  serverLogging,
  siteAddressesFromEnv,
} from '@storefront/platform';
import { consoleReleaseFrom, openReleaseContext } from '@storefront/release';
import { buildConsoleServer } from './console-server';
import { migrateConsole } from './sessions/migrate-console';
import { SessionStore } from './sessions/session-store';
import { SignInAttempts } from './sessions/sign-in-attempts';
import type { ConsoleTables } from './sessions/session-tables';

// The release console as a process of its own, started by `pnpm start` beside the site's others.
const addresses = siteAddressesFromEnv(process.env);
const database = await databaseFromEnv(process.env);
// Its gate runs are queued for the release worker, as the release service's are.
const release = await openReleaseContext({ ...process.env, DATABASE_URL: database.url }, { gate: 'worker' });
const db = connect<ConsoleTables>({ url: database.url, ...database.timeouts, maxConnections: 3, applicationName: 'storefront-console' });
await migrateConsole(db);
// Ready while its database (sessions, the registry) answers.
const operations = operationsFromEnv(process.env, databaseAnswers(db));

const app = await buildConsoleServer({
  release: consoleReleaseFrom(release),
  sessions: new SessionStore(db),
  signInAttempts: new SignInAttempts(db),
  publicUrl: addresses.publicUrls.console,
  logging: serverLogging('console'),
  limits: serverLimitsFromEnv(process.env),
  operations,
});
closeOnExitSignals(
  async () => {
    await app.close();
    await db.destroy();
    await release.close();
    await database.close();
  },
  (error) => app.log.error({ err: error }, 'error while closing'),
  operations,
);
await app.listen({ port: addresses.consolePort, host: addresses.host });
app.log.info({ url: addresses.publicUrls.console }, 'release console ready');
announceReady();
