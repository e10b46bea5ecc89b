import { API_PREFIX } from '@storefront/shared/api-paths';
import {
  announceReady,
  closeOnExitSignals,
  connect,
  databaseAnswers,
  databaseFromEnv,
  isHttpsUrl,
  MAINTENANCE_TIMEOUTS,
  operationsFromEnv,
  serverLimitsFromEnv,
  serverLogging,
} from '@storefront/platform';
import { readApiConfig } from './config/read-api-config';
import type { ApiTables } from './database/api-tables';
import { prepareApiDatabase } from './database/prepare-api-database';
import { loginBackoffCappedAt } from './auth/login-backoff';
import { buildServer } from './server';

// The API as a process of its own: `pnpm --filter @storefront/api start`, or started by `pnpm start`.
async function main(): Promise<void> {
  const config = readApiConfig(process.env);
  const limits = serverLimitsFromEnv(process.env);
  const database = await databaseFromEnv(process.env);
  const maintenance = connect<ApiTables>({ url: database.url, ...MAINTENANCE_TIMEOUTS, maxConnections: 1, applicationName: 'storefront-api-migrations' });
  await prepareApiDatabase(maintenance, { productCount: config.productCount }).finally(() => maintenance.destroy());
  const db = connect<ApiTables>({ url: database.url, ...database.timeouts, applicationName: 'storefront-api' });
  // Ready while its database answers: every route but the images needs it.
  const operations = operationsFromEnv(process.env, databaseAnswers(db));
  const app = await buildServer({
    db,
    operations,
    allowedOrigins: config.allowedOrigins,
    logging: serverLogging('api'),
    limits,
    publicHttps: isHttpsUrl(config.publicUrl),
    publicUrl: config.publicUrl,
    sessionLimits: { lifetimeMs: config.sessionLifetimeMs, idleMs: config.sessionIdleMs },
    loginBackoff: loginBackoffCappedAt(config.loginBackoffMaxMs),
    passwordHashConcurrency: config.passwordHashConcurrency,
    supportLimits: config.supportLimits,
  });

  closeOnExitSignals(
    async () => {
      await app.close();
      await db.destroy();
      await database.close();
    },
    (error) => app.log.error({ err: error }, 'error while closing'),
    operations,
  );

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ url: `http://${displayHost(config.host)}:${config.port}${API_PREFIX}`, allowedOrigins: config.allowedOrigins }, 'Storefront API ready');
  announceReady();
}

/** The sites call the API as localhost, so show that rather than the loopback address. */
function displayHost(host: string): string {
  if (host === '127.0.0.1' || host === '::1') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.cause ? `${error.message} ${String(error.cause)}` : error.message) : error);
  process.exit(1);
});
