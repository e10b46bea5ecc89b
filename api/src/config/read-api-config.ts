import { devPorts } from '@storefront/shared/federation';
import { z } from 'zod';
import { DEFAULT_LOGIN_BACKOFF } from '../auth/login-backoff';
import { SESSION_IDLE_MS, SESSION_LIFETIME_MS } from '../auth/session-store';
import { MAX_PRODUCT_COUNT } from '../catalogue/build-catalogue';
import { DEFAULT_SUPPORT_LIMITS, type SupportLimits } from '../support/support-limits';

export const DEFAULT_SITE_ORIGINS = [
  ...new Set([
    'http://localhost:8080',
    'http://localhost:8081',
    'http://localhost:8082',
    'http://localhost:8083',
    // `pnpm dev`: the shell's and each remote's dev server (and its standalone harness).
    ...devPorts(process.env).map(([, port]) => `http://localhost:${port}`),
  ]),
];

export interface ApiConfig {
  port: number;
  host: string;
  allowedOrigins: string[];
  productCount: number | undefined;
  /** Where browsers reach the API; https there makes the session cookie Secure. */
  publicUrl: string | undefined;
  sessionLifetimeMs: number;
  sessionIdleMs: number;
  loginBackoffMaxMs: number;
  passwordHashConcurrency: number;
  supportLimits: SupportLimits;
}

const milliseconds = (fallback: number) => z.coerce.number().int().min(1_000).default(fallback);

const originSchema = z.string().refine(
  (value) => {
    try {
      return new URL(value).origin === value;
    } catch {
      return false;
    }
  },
  { error: (issue) => `"${String(issue.input)}" is not an origin like http://localhost:8080` },
);

const environmentSchema = z.object({
  API_PORT: z.coerce.number().int().min(1).max(65_535).default(8090),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  SITE_ORIGINS: z
    .string()
    .optional()
    .transform((value) =>
      value === undefined
        ? DEFAULT_SITE_ORIGINS
        : value
            .split(',')
            .map((origin) => origin.trim())
            .filter(Boolean),
    )
    .pipe(z.array(originSchema)),
  SEED_PRODUCTS: z.coerce.number().int().min(1).max(MAX_PRODUCT_COUNT).optional(),
  API_PUBLIC_URL: z.url().optional(),
  SESSION_LIFETIME_MS: milliseconds(SESSION_LIFETIME_MS),
  SESSION_IDLE_MS: milliseconds(SESSION_IDLE_MS),
  LOGIN_BACKOFF_MAX_MS: milliseconds(DEFAULT_LOGIN_BACKOFF.network.maxMs),
  // More than the thread pool's size would let hashing take every thread again.
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  SUPPORT_REQUESTS_PER_HOUR: z.coerce.number().int().min(1).default(DEFAULT_SUPPORT_LIMITS.requestsPerHour),
  SUPPORT_BYTES_PER_DAY: z.coerce.number().int().min(1024).default(DEFAULT_SUPPORT_LIMITS.bytesPerDay),
});

/** Reads the API settings from the environment; throws with a readable message when one is wrong. */
export function readApiConfig(environment: NodeJS.ProcessEnv): ApiConfig {
  const blankAsUnset = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const result = environmentSchema.safeParse(blankAsUnset);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid API configuration:\n  ${problems.join('\n  ')}`);
  }
  const { API_PORT, API_HOST, SITE_ORIGINS, SEED_PRODUCTS, SUPPORT_REQUESTS_PER_HOUR, SUPPORT_BYTES_PER_DAY } = result.data;
  return {
    port: API_PORT,
    host: API_HOST,
    allowedOrigins: SITE_ORIGINS,
    productCount: SEED_PRODUCTS,
    publicUrl: result.data.API_PUBLIC_URL,
    sessionLifetimeMs: result.data.SESSION_LIFETIME_MS,
    sessionIdleMs: result.data.SESSION_IDLE_MS,
    loginBackoffMaxMs: result.data.LOGIN_BACKOFF_MAX_MS,
    passwordHashConcurrency: result.data.PASSWORD_HASH_CONCURRENCY,
    supportLimits: { requestsPerHour: SUPPORT_REQUESTS_PER_HOUR, bytesPerDay: SUPPORT_BYTES_PER_DAY },
  };
}
