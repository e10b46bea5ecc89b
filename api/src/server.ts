import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import { logRequests } from '@storefront/platform';
import { API_PREFIX } from '@storefront/shared/api-paths';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { DEFAULT_LOGIN_RATE_LIMIT, type LoginRateLimit } from './auth/login-rate-limit';
import { SessionStore } from './auth/session-store';
import { CatalogueStore } from './catalogue/catalogue-store';
import type { ApiTables } from './database/api-tables';
import { frameworkErrorResponse, registerErrorResponses } from './http/error-responses';
import { registerStaticAssets } from './http/static-assets';
import { PolicyStore } from './policies/policy-store';
import { authRoutes } from './routes/auth-routes';
import { policyRoutes } from './routes/policy-routes';
import { productRoutes } from './routes/product-routes';
import { supportRequestRoutes } from './routes/support-request-routes';
import type { SupportLimits } from './support/support-limits';
import { SupportRequestStore } from './support/support-request-store';

export { DEMO_ACCOUNT } from './auth/demo-account';
export type { Product, Category } from './catalogue/product-schema';
export type { ApiTables } from './database/api-tables';
export { prepareApiDatabase } from './database/prepare-api-database';
export type { Policy, PolicySummary } from './policies/policy-schema';
export type { StoredSupportRequest } from './support/stored-support-request';
export { SupportRequestStore } from './support/support-request-store';

/** Login bodies are tiny; anything bigger is a mistake or an attack and gets 413. */
export const BODY_LIMIT_BYTES = 16 * 1024;

export interface BuildServerOptions {
  /** The API's database, migrated and seeded (prepareApiDatabase). */
  db: Kysely<ApiTables>;
  /** Exact origins (scheme://host:port) allowed to call the API from a browser. */
  allowedOrigins: string[];
  /** Fastify's logging settings (serverLogging); off when absent (tests). */
  logging?: FastifyServerOptions;
  /** Login attempts allowed per client; the running site keeps the default (20 a minute). */
  loginRateLimit?: LoginRateLimit;
  /** What one address may store in support requests (SUPPORT_REQUESTS_PER_HOUR, SUPPORT_BYTES_PER_DAY). */
  supportLimits?: SupportLimits;
}

/** Builds the API without listening, so tests can use `inject` and hosts can embed it. */
export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const { db } = options;
  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    logger: false,
    ...options.logging,
    frameworkErrors: frameworkErrorResponse,
  });
  if (options.logging) logRequests(app);

  registerErrorResponses(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });

  // JSON compresses about ten to one; gzip, not brotli, because every answer is compressed as it
  // is sent (the product list of a 10,000-product catalogue is 8.5 MB before compression).
  await app.register(fastifyCompress, { global: true, encodings: ['gzip'] });
  await app.register(fastifyCors, {
    origin: [...options.allowedOrigins],
    methods: ['GET', 'POST', 'OPTIONS'],
  });
  await registerStaticAssets(app);
  // For load balancers and the supervisor: 200 while the database answers, else 503.
  app.get('/health', async (_request, reply) => {
    const healthy = await sql`select 1`.execute(db).then(() => true, () => false);
    return reply.code(healthy ? 200 : 503).send({ status: healthy ? 'ok' : 'database unavailable' });
  });

  await app.register(
    async (api) => {
      await api.register(productRoutes, { catalogue: new CatalogueStore(db) });
      await api.register(policyRoutes, { policies: new PolicyStore(db) });
      await api.register(authRoutes, {
        db,
        sessions: new SessionStore(db),
        rateLimit: options.loginRateLimit ?? DEFAULT_LOGIN_RATE_LIMIT,
      });
      await api.register(supportRequestRoutes, { supportRequests: new SupportRequestStore(db, options.supportLimits) });
    },
    { prefix: API_PREFIX },
  );

  return app;
}
