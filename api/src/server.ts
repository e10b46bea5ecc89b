import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import { createServer, type ServerLimits, type ServerOperations } from '@storefront/platform';
import { API_PREFIX } from '@storefront/shared/api-paths';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { DEFAULT_LOGIN_RATE_LIMIT, type LoginRateLimit } from './auth/login-rate-limit';
import { DEFAULT_LOGIN_BACKOFF, LoginBackoff, type LoginBackoffPolicies } from './auth/login-backoff';
import { LoginClients } from './auth/login-clients';
import { PasswordHashQueue } from './auth/password-hash-queue';
import { DEFAULT_SESSION_LIMITS, SessionStore, type SessionLimits } from './auth/session-store';
import { DEFAULT_SEARCH_LOG_OPTIONS, SearchLog, type SearchLogOptions } from './catalogue/search/search-log';
import type { ApiTables } from './database/api-tables';
import { registerCrossSiteGuard } from './http/cross-site-guard';
import { API_ERROR_MESSAGES } from './http/error-responses';
import { registerApiSecurityHeaders } from './http/security-headers';
import { registerStaticAssets } from './http/static-assets';
import { PolicyStore } from './policies/policy-store';
import { authRoutes } from './routes/auth-routes';
import { policyRoutes } from './routes/policy-routes';
import { productRoutes } from './routes/product-routes';
import { searchRoutes } from './routes/search-routes';
import { supportRequestRoutes } from './routes/support-request-routes';
import type { SupportLimits } from './support/support-limits';
import { SupportRequestStore } from './support/support-request-store';

export { DEMO_ACCOUNT } from './auth/demo-account';
export { DEVICE_COOKIE } from './auth/device-cookie';
export { DEFAULT_LOGIN_BACKOFF } from './auth/login-backoff';
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
  /** Timeouts, connection caps and trusted proxies (serverLimitsFromEnv); the defaults when absent. */
  limits?: ServerLimits;
  /** Whether browsers reach the API over HTTPS (API_PUBLIC_URL), for Strict-Transport-Security. */
  publicHttps?: boolean;
  /** Login attempts allowed per client; the running site keeps the default (20 a minute). */
  loginRateLimit?: LoginRateLimit;
  /** Absolute and idle expiry of sessions (SESSION_LIFETIME_MS, SESSION_IDLE_MS). */
  sessionLimits?: SessionLimits;
  /** The login back-off per account and client (a network, a known device); LOGIN_BACKOFF_MAX_MS caps it. */
  loginBackoff?: LoginBackoffPolicies;
  /** Password checks run at once (PASSWORD_HASH_CONCURRENCY, default 1). */
  passwordHashConcurrency?: number;
  /** The API's public URL (API_PUBLIC_URL): https there makes the session cookie Secure. */
  publicUrl?: string;
  /** The clock of sessions and back-offs; tests move it. */
  now?: () => Date;
  /** What one address may store in support requests (SUPPORT_REQUESTS_PER_HOUR, SUPPORT_BYTES_PER_DAY). */
  supportLimits?: SupportLimits;
  /** How the searches visitors make are batched on their way to the search log. */
  searchLog?: SearchLogOptions;
  /** What /ready checks (the database, in main.ts) and who may read /metrics; always ready when absent. */
  operations?: ServerOperations;
}

/** Builds the API without listening, so tests can use `inject` and hosts can embed it. */
export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const { db } = options;
  const app = createServer({
    limits: options.limits,
    logging: options.logging,
    publicHttps: options.publicHttps,
    fastify: { bodyLimit: BODY_LIMIT_BYTES },
    messages: API_ERROR_MESSAGES,
    operations: options.operations,
  });
  registerApiSecurityHeaders(app);

  // JSON compresses about ten to one; gzip, not brotli, because every answer is compressed as it
  // is sent (a page of 100 products with its facets is about 100 KB before compression).
  await app.register(fastifyCompress, { global: true, encodings: ['gzip'] });
  await app.register(fastifyCors, {
    origin: [...options.allowedOrigins],
    methods: ['GET', 'POST', 'OPTIONS'],
    // The site's pages send the session cookie; only the allowed origins may, and read the answer.
    credentials: true,
  });
  registerCrossSiteGuard(app, options.allowedOrigins);
  await app.register(fastifyCookie);
  await registerStaticAssets(app);

  await app.register(
    async (api) => {
      const searchLog = new SearchLog(db, options.searchLog ?? DEFAULT_SEARCH_LOG_OPTIONS);
      // Closing writes the searches still waiting, before main.ts lets the database go.
      api.addHook('onClose', () => searchLog.close());
      await api.register(productRoutes, { db, searchLog });
      await api.register(searchRoutes, { db });
      await api.register(policyRoutes, { policies: new PolicyStore(db) });
      const now = options.now ?? (() => new Date());
      await api.register(authRoutes, {
        db,
        sessions: new SessionStore(db, now, options.sessionLimits ?? DEFAULT_SESSION_LIMITS),
        rateLimit: options.loginRateLimit ?? DEFAULT_LOGIN_RATE_LIMIT,
        backoff: new LoginBackoff(db, options.loginBackoff ?? DEFAULT_LOGIN_BACKOFF, now),
        clients: new LoginClients(db),
        passwordChecks: new PasswordHashQueue(options.passwordHashConcurrency ?? 1),
        publicUrl: options.publicUrl,
      });
      await api.register(supportRequestRoutes, { supportRequests: new SupportRequestStore(db, options.supportLimits) });
    },
    { prefix: API_PREFIX },
  );

  return app;
}
