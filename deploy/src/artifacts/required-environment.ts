/**
 * What a deployed process must be given (docs/operations.md#configuration): without these it would
 * fall back to this machine's defaults (the embedded database, a directory store, localhost URLs,
 * a loopback address nothing else reaches). The ports may be left to their defaults.
 */
const everyServer = [
  'DATABASE_URL',
  'RELEASE_STORE',
  'RELEASE_PUBLIC_URL',
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'AWS_REGION',
  'SITE_PUBLIC_URL',
  'API_PUBLIC_URL',
  'CONSOLE_PUBLIC_URL',
  'TRUST_PROXY',
];

export const REQUIRED_ENVIRONMENT: Record<string, string[]> = {
  site: [...everyServer, 'HOST'],
  api: [...everyServer, 'API_HOST', 'SITE_ORIGINS'],
  console: [...everyServer, 'HOST'],
  'release-worker': [...everyServer, 'HOST'],
  migrate: ['DATABASE_URL'],
};
