import { readApiConfig, readDataDir } from './config/read-api-config';
import { API_PREFIX } from '@storefront/shared/api-paths';
import { DEMO_ACCOUNT, buildServer } from './server';

async function main(): Promise<void> {
  const config = readApiConfig(process.env);
  const dataDir = readDataDir(process.env);
  const app = await buildServer({
    allowedOrigins: config.allowedOrigins,
    productCount: config.productCount,
    dataDir,
    logger: true,
  });

  let closing = false;
  const close = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while closing');
      process.exit(1);
    }
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);

  await app.listen({ port: config.port, host: config.host });

  const base = `http://${displayHost(config.host)}:${config.port}`;
  console.log(`Storefront API ready at ${base}${API_PREFIX}`);
  console.log(`Allowed site origins: ${config.allowedOrigins.join(', ')}`);
  console.log(
    `Support requests are kept in ${dataDir} (list them: pnpm --filter @storefront/api support-requests)`,
  );
  console.log(`Demo login: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`);
}

/** The sites call the API as localhost, so show that rather than the loopback address. */
function displayHost(host: string): string {
  if (host === '127.0.0.1' || host === '::1') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
