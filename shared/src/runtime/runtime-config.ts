import { runtimeConfigSchema, type RuntimeConfig, type RuntimeConfigInput } from './runtime-config-schema';

let current: RuntimeConfig | undefined;

/** Called once the runtime configuration is known (by the shell, a harness or a test). */
export function configureRuntime(config: RuntimeConfigInput): void {
  current = runtimeConfigSchema.parse(config);
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) {
    throw new Error('Runtime configuration has not been loaded yet.');
  }
  return current;
}
