import type { z } from 'zod/mini';
import { getRuntimeConfig } from '../runtime/runtime-config';
import { ApiError } from './api-error';
import { API_PREFIX } from './api-paths';

interface RequestOptions<T> {
  /** The shape a 2xx answer must have; anything else is an error, never a crash. */
  schema: z.ZodMiniType<T>;
  /** Spec §8: shown when the server gives no message of its own. */
  fallbackMessage: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  /**
   * Sends and accepts the session cookie (`credentials: 'include'`): the API is another origin of
   * the same site. Only the session's own requests do: the others stay credential-free, like the
   * `crossorigin` preloads of the page, so a preloaded answer is used rather than fetched again.
   */
  withSession?: boolean;
  signal?: AbortSignal;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
}

function fieldErrorsOf(body: unknown): Record<string, string> | undefined {
  if (body && typeof body === 'object' && 'errors' in body) {
    const { errors } = body as { errors: unknown };
    if (errors && typeof errors === 'object') {
      const entries = Object.entries(errors).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      );
      return entries.length > 0 ? Object.fromEntries(entries) : undefined;
    }
  }
  return undefined;
}

/** The one way the front end talks to the API: every answer is checked before it is used. */
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const { apiBaseUrl } = getRuntimeConfig();
  let response: Response;
  try {
    const headers: Record<string, string> = {};
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    response = await fetch(`${apiBaseUrl}${API_PREFIX}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      ...(options.withSession && { credentials: 'include' as const }),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(options.fallbackMessage, 'network');
  }

  const body = await readJson(response);
  if (!response.ok) {
    throw new ApiError(
      messageOf(body) ?? options.fallbackMessage,
      'http',
      response.status,
      fieldErrorsOf(body),
    );
  }
  const parsed = options.schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError(options.fallbackMessage, 'invalid-response', response.status);
  }
  return parsed.data;
}

/** Public assets live under /public on the API host. */
export function assetUrl(relativePath: string): string {
  const { apiBaseUrl } = getRuntimeConfig();
  if (/^https?:\/\//.test(relativePath)) return relativePath;
  return `${apiBaseUrl}/public/${relativePath.replace(/^\/+/, '')}`;
}
