import { z } from 'zod';

function requiredString(field: string, maxLength: number) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined ? `${field} is required.` : `${field} must be a string.`,
    })
    .min(1, { error: `${field} is required.` })
    .max(maxLength, { error: `${field} is too long.` });
}

export const loginBodySchema = z.object(
  {
    // 254 is the longest valid e-mail address; the password cap bounds the scrypt input.
    email: requiredString('email', 254),
    password: requiredString('password', 1024),
  },
  { error: 'Request body must be a JSON object with email and password.' },
);

export type LoginBody = z.infer<typeof loginBodySchema>;
