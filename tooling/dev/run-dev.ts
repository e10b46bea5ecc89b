import { spawn } from 'node:child_process';
import path from 'node:path';
import { partialDevFromEnv, siteRegistry } from '../../rspack.partial-dev';
import { devServerFilters } from './dev-server-filters';

// `pnpm dev`: the development servers DEV_REMOTES and DEV_SITE choose (docs/operations.md), in parallel.
const plan = partialDevFromEnv(process.env);
if (plan.site) {
  // Said at once rather than as a failing page once everything has compiled.
  await siteRegistry(plan.site).catch((error: unknown) => {
    console.error(`DEV_SITE ${plan.site!.origin} gave no registry: ${String(error)}`);
    process.exit(1);
  });
}
const servers = spawn('pnpm', ['--parallel', ...devServerFilters(plan), 'run', 'dev:site'], {
  cwd: path.resolve(import.meta.dirname, '../..'),
  stdio: 'inherit',
});
// Ctrl-C reaches every server through the terminal; a plain `kill` of this process reaches them through here.
for (const signal of ['SIGTERM', 'SIGHUP'] as const) process.on(signal, () => servers.kill(signal));
servers.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
