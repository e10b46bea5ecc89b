import { spawn } from 'node:child_process';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';

const workspace = path.resolve(import.meta.dirname, '../..');

export interface DevServer {
  /** Everything the server printed so far. */
  output: () => string;
  stop: () => Promise<void>;
}

/** Whether a URL answers (a dev server holds requests until its first build is done). */
const answers = (url: URL) =>
  fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
    (response) => response.ok,
    () => false,
  );

/**
 * A development server as a team runs it (`pnpm run <script>` in an app's folder, or the
 * workspace's with app `.`, with `--env` settings and `environment` variables), ready once it
 * prints `ready`, or once every `ready` URL answers (rspack prints its own build lines late when
 * its output is not a terminal). Its whole process group is stopped.
 */
export async function startDevServer(
  app: string,
  script: string,
  env: string[],
  ready: RegExp | URL | URL[],
  { timeoutMs = 150_000, environment = {} }: { timeoutMs?: number; environment?: NodeJS.ProcessEnv } = {},
): Promise<DevServer> {
  const child = spawn('pnpm', ['run', script, ...env.flatMap((setting) => ['--env', setting])], {
    cwd: path.join(workspace, app),
    // CI: no browser of its own is opened.
    env: { ...process.env, ...environment, CI: 'true', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
    await exited;
  };
  const started = Date.now();
  const isReady = async () => (ready instanceof RegExp ? ready.test(output) : (await Promise.all([ready].flat().map(answers))).every(Boolean));
  while (!(await isReady())) {
    if (child.exitCode !== null || Date.now() - started > timeoutMs) {
      await stop();
      throw new Error(`${app} ${script} did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { output: () => output, stop };
}

/**
 * Replaces a file in one step, as editors save: truncating and writing may reach the watcher as
 * two changes on a busy machine, and a hot update asked for between two builds is gone (a reload).
 */
async function save(file: string, text: string): Promise<void> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.saving`);
  await writeFile(temporary, text);
  await rename(temporary, file);
}

/**
 * Edits a source file of the workspace as a developer would, waits until `shows` passes, and puts
 * the file back. Says whether the page is still the same document (no reload in between).
 */
export async function editInPlace(page: Page, edit: { file: string; from: string; to: string }, shows: () => Promise<void>): Promise<boolean> {
  const full = path.join(workspace, edit.file);
  const original = await readFile(full, 'utf8');
  if (!original.includes(edit.from)) throw new Error(`${edit.file} no longer contains ${JSON.stringify(edit.from)}.`);
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  await save(full, original.replace(edit.from, edit.to));
  try {
    await shows();
  } finally {
    await save(full, original);
  }
  return stillSameDocument(page);
}

/** Whether the page is the one `editInPlace` marked (never reloaded since). */
export function stillSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);
}
