import { execFile, execFileSync, spawn } from 'node:child_process';
import { chmod, cp, mkdtemp } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const workspace = path.resolve(import.meta.dirname, '../..');

/**
 * A copy of this workspace as a clone has it (files committed or not yet, no build output or
 * dependencies, one commit of them all), in a folder others may enter (the embedded PostgreSQL
 * runs as its own user). Tests that read git, such as the image's executable bit, pass in it.
 */
export async function copyWorkspace(prefix: string): Promise<string> {
  const copy = await mkdtemp(path.join(tmpdir(), prefix));
  await chmod(copy, 0o755);
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: workspace, encoding: 'utf8' });
  for (const file of files.split('\0').filter(Boolean)) {
    if (existsSync(path.join(workspace, file))) await cp(path.join(workspace, file), path.join(copy, file));
  }
  await gitIn(copy)('init', '-q');
  await gitIn(copy)('add', '-A');
  await gitIn(copy)('commit', '-q', '--no-gpg-sign', '-m', 'Workspace copy');
  return copy;
}

/** Runs git in a folder under an identity of its own, whatever this machine's configuration. */
export function gitIn(dir: string) {
  return (...args: string[]) => run('git', ['-c', 'user.name=e2e', '-c', 'user.email=e2e@example.invalid', ...args], { cwd: dir });
}

/** Runs pnpm in a folder as a person or a pipeline would, with extra environment. */
export function pnpmIn(dir: string, env: NodeJS.ProcessEnv = {}) {
  return (...args: string[]) => run('pnpm', args, { cwd: dir, env: { ...process.env, CI: 'true', ...env }, maxBuffer: 64 * 1024 * 1024 });
}

/** A `pnpm serve` (or any long-running command) in its own process group, its output kept. */
export interface Serving {
  output: () => string;
  /** Resolves once the output matches, or rejects with the output so far. */
  waitFor: (pattern: RegExp, timeoutMs?: number) => Promise<void>;
  /** Ctrl-C for the whole group, then waits for it to end. */
  stop: () => Promise<void>;
}

export function startIn(dir: string, command: string[], env: NodeJS.ProcessEnv): Serving {
  const child = spawn(command[0]!, command.slice(1), { cwd: dir, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  const keep = (chunk: Buffer) => (output = `${output}${chunk.toString()}`.slice(-64_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const ended = new Promise<void>((resolve) => child.on('close', () => resolve()));
  return {
    output: () => output,
    waitFor: async (pattern, timeoutMs = 120_000) => {
      const deadline = Date.now() + timeoutMs;
      while (!pattern.test(output)) {
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`No ${pattern} from ${command.join(' ')}:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    stop: async () => {
      if (child.pid && child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGINT');
      await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    },
  };
}
