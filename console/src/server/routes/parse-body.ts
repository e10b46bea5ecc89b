import type { z } from 'zod';
import { Refusal } from '../http/console-errors';

/** A request body as the schema says, or a 400 naming the first thing wrong with it. */
export function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new Refusal(400, issue ? `${issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''}${issue.message}` : 'The request is malformed.');
}
