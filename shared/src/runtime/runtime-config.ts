import { z } from 'zod/mini';

/**
 * Settings that differ per deployment and so are read at run time, never compiled in:
 * the shell fetches them before it renders and hands them to `configureRuntime`.
 */
export const runtimeConfigSchema = z.object({
  apiBaseUrl: z.url(),
  contactEmail: z._default(z.email(), 'support@smarthome.example'),
  contactPhone: z._default(z.string().check(z.minLength(3)), '+91 80 4567 8900'),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

let current: RuntimeConfig | undefined;

export function configureRuntime(config: RuntimeConfig): void {
  current = runtimeConfigSchema.parse(config);
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) {
    throw new Error('Runtime configuration has not been loaded yet.');
  }
  return current;
}
