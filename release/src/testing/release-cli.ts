import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const CLI = path.join(import.meta.dirname, '../cli/main.ts');
// Beside the release package's own dependencies, so the few left out of the bundle resolve.
const OUT_DIR = path.join(import.meta.dirname, '../../node_modules/.cache/release-cli');
// Loaded only when used, from their own folders: the gate's browser driver, and the optional
// native PostgreSQL driver `pg` looks for.
const NOT_BUNDLED = ['playwright-core', 'pg-native'];

/**
 * Each source file's `import.meta.dirname` as it is in the workspace: the CLI finds the workspace
 * and the platform's files from where its modules are, not from where the bundle is.
 */
const sourceDirnames: Plugin = {
  name: 'source-dirnames',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (file) => ({
      contents: (await readFile(file.path, 'utf8')).replaceAll('import.meta.dirname', JSON.stringify(path.dirname(file.path))),
      loader: 'ts',
    }));
  },
};

let bundled: Promise<string> | undefined;

/**
 * The release CLI as JavaScript files, for tests that start it many times: through tsx each
 * start compiles and resolves hundreds of modules (1.3 s of CPU), the bundle starts in about
 * 0.3 s. Same source, built once per test worker. Modules the CLI imports only when needed (the
 * gate's browser) stay in chunks of their own, loaded as they would be. The folder is named by
 * the content, so workers building at once write the same files.
 */
function releaseCliBundle(): Promise<string> {
  bundled ??= (async () => {
    const result = await build({
      entryPoints: { main: CLI },
      bundle: true,
      splitting: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outdir: OUT_DIR,
      write: false,
      external: NOT_BUNDLED,
      // CommonJS dependencies inside an ES module still call require.
      banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
      plugins: [sourceDirnames],
      logLevel: 'error',
    });
    const hash = createHash('sha256');
    for (const file of result.outputFiles) hash.update(file.path).update(file.contents);
    const folder = path.join(OUT_DIR, hash.digest('hex').slice(0, 16));
    if (!existsSync(folder)) {
      const partial = `${folder}.${process.pid}`;
      for (const file of result.outputFiles) {
        const target = path.join(partial, path.relative(OUT_DIR, file.path));
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, file.contents);
      }
      await rename(partial, folder).catch((error: NodeJS.ErrnoException) => {
        // Another worker wrote the same files first.
        if (!existsSync(folder)) throw error;
        return rm(partial, { recursive: true, force: true });
      });
    }
    // Bundles of earlier sources are never started again.
    for (const entry of await readdir(OUT_DIR)) {
      if (!entry.startsWith(path.basename(folder))) await rm(path.join(OUT_DIR, entry), { recursive: true, force: true });
    }
    return path.join(folder, 'main.js');
  })();
  return bundled;
}

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `pnpm release …` with the environment given; killed after `killAfterMs` when set. */
export async function runReleaseCli(args: string[], env: NodeJS.ProcessEnv, killAfterMs?: number): Promise<CliRun> {
  const cli = await releaseCliBundle();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    if (killAfterMs !== undefined) setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
