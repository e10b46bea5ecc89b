import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import { CONSOLE_HEADERS, createServer, isHttpsUrl, type ServerLimits, type ServerOperations } from '@storefront/platform';
import type { ConsoleRelease } from '@storefront/release';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { consoleErrorHandler } from './http/console-errors';
import { registerConsolePage } from './http/console-page';
import { registerSameOriginGuard } from './http/same-origin-guard';
import { actionRoutes } from './routes/action-routes';
import { readRoutes } from './routes/read-routes';
import { DEFAULT_SIGN_IN_LIMIT, sessionRoutes, type SignInLimit } from './routes/session-routes';
import { sessionCookie } from './sessions/session-cookie';
import type { SessionStore } from './sessions/session-store';
import type { SignInAttempts } from './sessions/sign-in-attempts';

/** The app's build, beside this package's sources. */
export const CONSOLE_DIST = path.resolve(import.meta.dirname, '../../dist');

/** Sign-ins and actions are a few short fields. */
const BODY_LIMIT_BYTES = 16 * 1024;

export interface ConsoleServerOptions {
  release: ConsoleRelease;
  sessions: SessionStore;
  /** Where browsers reach the console (CONSOLE_PUBLIC_URL): the one origin that may act in it. */
  publicUrl: string;
  /** The app's build; the default is this package's dist/. */
  distDir?: string;
  /** Fastify's logging settings (serverLogging); off when absent (tests). */
  logging?: FastifyServerOptions;
  /** Timeouts, connection caps and trusted proxies (serverLimitsFromEnv); the defaults when absent. */
  limits?: ServerLimits;
  signInLimit?: SignInLimit;
  /** Where sign-in attempts are counted: the database, so every console instance agrees. */
  signInAttempts: SignInAttempts;
  /** What /ready checks (the database, in main.ts) and who may read /metrics; always ready when absent. */
  operations?: ServerOperations;
}

/**
 * The release console's server, without listening (tests use `inject`): the app's page and
 * files, sign-in and sessions, and the release API its page calls, on an origin of its own.
 */
export async function buildConsoleServer(options: ConsoleServerOptions): Promise<FastifyInstance> {
  const https = isHttpsUrl(options.publicUrl);
  const app = createServer({
    limits: options.limits,
    logging: options.logging,
    publicHttps: https,
    fastify: { bodyLimit: BODY_LIMIT_BYTES },
    operations: options.operations,
  });
  // Every answer keeps other origins out and stays out of caches, unless it says otherwise (the
  // page's own policy, the build's immutable files).
  app.addHook('onSend', async (_request, reply) => {
    for (const [name, value] of Object.entries({ ...CONSOLE_HEADERS, 'Cache-Control': 'no-store' })) {
      if (!reply.hasHeader(name)) void reply.header(name, value);
    }
  });
  await app.register(fastifyCookie);
  registerSameOriginGuard(app, new URL(options.publicUrl).origin);

  await registerConsolePage(app, options.distDir ?? CONSOLE_DIST);
  const dependencies = { release: options.release, sessions: options.sessions, cookie: sessionCookie(https) };
  await app.register(async (api) => {
    // The API answers a refusal with its own message (and the gate's problems), for the page to show.
    api.setErrorHandler(consoleErrorHandler());
    await api.register(sessionRoutes, { ...dependencies, signInLimit: options.signInLimit ?? DEFAULT_SIGN_IN_LIMIT, signInAttempts: options.signInAttempts });
    await api.register(readRoutes, dependencies);
    await api.register(actionRoutes, dependencies);
  });
  return app;
}
