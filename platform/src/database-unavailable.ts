// What the database's driver says when the database is down, restarting, frozen or overloaded,
// as opposed to a query the database refused. A request that met one is answered 503: try again.

/** The network's words for a server that is not there (or no longer answers). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL's: connection exceptions (class 08), a server shutting down or starting (57P01-3),
 * a statement cancelled by statement_timeout (57014), too many connections (53300).
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '57014', '53300']);

/** node-postgres' own, which carry no code: a pool or query timeout, a connection that broke. */
const DRIVER_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'Client has encountered a connection error',
  'Connection ended',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08'))) return true;
  if (typeof message === 'string' && DRIVER_MESSAGES.some((words) => message.includes(words))) return true;
  // Connecting to a name with several addresses fails with every address's error at once.
  return Array.isArray(errors) && errors.some(isDatabaseUnavailable);
}
