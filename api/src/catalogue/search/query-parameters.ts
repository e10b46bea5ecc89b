import { z } from 'zod';

/** The longest search a visitor may send. */
export const MAX_QUERY_LENGTH = 200;

const oneOrMany = z.union([z.string(), z.array(z.string())]).optional();

/**
 * A parameter given once, trimmed; absent or blank is undefined. Given twice is a mistake, named
 * rather than settled by picking one.
 */
export const singleParameter = (name: string) =>
  oneOrMany.transform((value, context) => {
    if (!Array.isArray(value)) return value === undefined || value.trim() === '' ? undefined : value.trim();
    context.addIssue({ code: 'custom', message: `${name} must be given once` });
    return z.NEVER;
  });

/** A whole number from min to max written in digits; anything else is refused with the message. */
export const wholeNumberParameter = (name: string, message: string, min: number, max = Number.MAX_SAFE_INTEGER) =>
  singleParameter(name).pipe(
    z
      .string()
      .regex(/^\d{1,15}$/, { error: message })
      .transform(Number)
      .refine((value) => value >= min && value <= max, { error: message })
      .optional(),
  );

/** `q`: the words searched for, '' when none. */
export const searchTextParameter = singleParameter('q').pipe(
  z
    .string()
    .max(MAX_QUERY_LENGTH, { error: `q must be at most ${MAX_QUERY_LENGTH} characters` })
    .optional()
    .transform((value) => value ?? ''),
);

/** The first problem zod found, as the 400's message: each names its parameter. */
export function firstProblem(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'The query is not valid';
}
