/** Why a call failed: the user sees different advice for each. */
export type ApiErrorKind = 'network' | 'http' | 'invalid-response';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  /** Per-field messages a 400 answer may carry (e.g. a support request). */
  readonly fieldErrors: Record<string, string> | undefined;

  constructor(
    message: string,
    kind: ApiErrorKind,
    status?: number,
    fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

/** The API answered that what was asked for does not exist (an unknown product or policy). */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && error.status === 404;
}
