import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ShellServer } from '@storefront/shared/federation';

/** Where the shell's build puts its server build (rspack.server.ts), under the shell's dist/. */
export const SHELL_SERVER_FILE = 'server/shell-server.cjs';

/**
 * The shell's server build, or undefined when there is none (a build from before server
 * rendering, or one that fails to load): the site then serves its pages for the browser to
 * render, as a static host would.
 */
export function loadShellServer(
  file: string,
  warn: (message: string, error?: unknown) => void,
): ShellServer | undefined {
  if (!existsSync(file)) {
    warn(`${file} does not exist: pages are rendered in the browser only (run "pnpm build").`);
    return undefined;
  }
  try {
    const loaded = createRequire(import.meta.url)(file) as { default?: ShellServer };
    if (typeof loaded.default?.render !== 'function')
      throw new Error('it does not export a shell server');
    return loaded.default;
  } catch (error) {
    warn(`${file} cannot be loaded: pages are rendered in the browser only.`, error);
    return undefined;
  }
}
