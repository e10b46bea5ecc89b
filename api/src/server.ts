import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import { API_PREFIX } from '@storefront/shared/api-paths';
import Fastify, { type FastifyInstance } from 'fastify';
import { DEFAULT_LOGIN_RATE_LIMIT, type LoginRateLimit } from './auth/login-rate-limit';
import { SessionStore } from './auth/session-store';
import { buildCatalogue } from './catalogue/build-catalogue';
import { frameworkErrorResponse, registerErrorResponses } from './http/error-responses';
import { registerStaticAssets } from './http/static-assets';
import { authRoutes } from './routes/auth-routes';
import { policyRoutes } from './routes/policy-routes';
import { productRoutes } from './routes/product-routes';
import { supportRequestRoutes } from './routes/support-request-routes';
import { SEED_POLICIES } from './seed/policies';
import { SupportRequestLog } from './support/support-request-log';

export { DEMO_ACCOUNT } from './auth/demo-account';
export type { Product, Category } from './catalogue/product-schema';
export type { Policy, PolicySummary } from './policies/policy-schema';
export type { StoredSupportRequest } from './support/stored-support-request';

/** Login bodies are tiny; anything bigger is a mistake or an attack and gets 413. */
export const BODY_LIMIT_BYTES = 16 * 1024;

export interface BuildServerOptions {
  /** Exact origins (scheme://host:port) allowed to call the API from a browser. */
  allowedOrigins: string[];
  /** Catalogue size; larger than the seed generates extra products (for benchmarks). */
  productCount?: number;
  /** Folder for data that must survive restarts (support requests). */
  dataDir?: string;
  logger?: boolean;
  /** Where log lines go when `logger` is on (standard output by default); tests capture them here. */
  logStream?: { write(line: string): void };
  /** Login attempts allowed per client; the running site keeps the default (20 a minute). */
  loginRateLimit?: LoginRateLimit;
}

/** Builds the API without listening, so tests can use `inject` and hosts can embed it. */
export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const products = buildCatalogue(options.productCount);
  // Opened (and read back) before listening, so a data folder that cannot be used stops the start.
  const supportRequests = options.dataDir ? SupportRequestLog.open(options.dataDir) : undefined;

  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    logger: options.logger
      ? {
          level: 'info',
          redact: ['req.headers.authorization', 'req.headers.cookie'],
          ...(options.logStream && { stream: options.logStream }),
        }
      : false,
    frameworkErrors: frameworkErrorResponse,
  });

  app.addHook('onClose', async () => supportRequests?.close());
  if (supportRequests && supportRequests.skippedLines > 0) {
    app.log.warn(
      { skippedLines: supportRequests.skippedLines },
      'unreadable lines in the support request log',
    );
  }
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

  await app.register(
    async (api) => {
      await api.register(productRoutes, { products });
      await api.register(policyRoutes, { policies: SEED_POLICIES });
      await api.register(authRoutes, {
        sessions: new SessionStore(),
        rateLimit: options.loginRateLimit ?? DEFAULT_LOGIN_RATE_LIMIT,
      });
      await api.register(supportRequestRoutes, { log: supportRequests });
    },
    { prefix: API_PREFIX },
  );

  return app;
}
