import type { ErrorView } from '../../console-api';

export const UNREACHABLE_MESSAGE = "The console's server could not be reached: check your connection and try again.";

/** What the console's server refused, in its own words, with the problems behind it. */
export class ConsoleApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly problems: readonly string[] = [],
  ) {
    super(message);
    this.name = 'ConsoleApiError';
  }
}

/**
 * The one way the app calls its server: same-origin JSON, the session cookie going along by
 * itself (HttpOnly: the app never sees it). An error answer becomes a ConsoleApiError.
 */
export async function consoleRequest<T>(path: string, { method = 'GET', body }: { method?: 'GET' | 'POST' | 'DELETE'; body?: unknown } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ConsoleApiError(0, UNREACHABLE_MESSAGE);
  }
  if (response.status === 204) return undefined as T;
  const answer = (await response.json().catch(() => undefined)) as unknown;
  if (!response.ok) {
    const { message, problems } = (answer ?? {}) as Partial<ErrorView>;
    throw new ConsoleApiError(response.status, message ?? `The console's server answered ${response.status}.`, problems ?? []);
  }
  return answer as T;
}

export const isSignedOut = (error: unknown) => error instanceof ConsoleApiError && error.status === 401;
