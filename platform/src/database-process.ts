import { spawn } from 'node:child_process';
import { connect as connectTcp } from 'node:net';
import path from 'node:path';

/** The module that runs the embedded database as a process (for a supervisor to start). */
export const EMBEDDED_DATABASE_ENTRY = path.join(import.meta.dirname, 'embedded-database-process.ts');
export const PLATFORM_DIR = path.resolve(import.meta.dirname, '..');

export interface DatabaseProcess {
  /** The `storefront` database. */
  url: string;
  /** The server's maintenance database, to create and drop others. */
  adminUrl: string;
  /** Stops the process, which stops the server if it started it. */
  stop: () => Promise<void>;
}

/**
 * Runs the embedded PostgreSQL of `dir` in a child process and resolves once it accepts
 * connections. The child stops with this process, however this process ends (its IPC channel).
 */
export function startDatabaseProcess(options: { dir: string; port: number; env?: NodeJS.ProcessEnv }): Promise<DatabaseProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', EMBEDDED_DATABASE_ENTRY], {
    cwd: PLATFORM_DIR,
    env: { ...process.env, ...options.env, EMBEDDED_DATABASE_DIR: options.dir, EMBEDDED_DATABASE_PORT: String(options.port) },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors = `${errors}${chunk.toString()}`.slice(-4_000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolve, reject) => {
    child.on('message', (message: { type?: string; url?: string; adminUrl?: string }) => {
      if (message.type === 'ready' && message.url && message.adminUrl) {
        // The channel stays open (so the child outlives no one) without keeping this process alive.
        child.unref();
        child.channel?.unref();
        resolve({ url: message.url, adminUrl: message.adminUrl, stop });
      }
    });
    child.once('exit', (code) => {
      void portTaken(options.port).then((taken) => {
        // PostgreSQL says why only in its own log: another server on the port is the usual reason.
        const hint = taken
          ? `\nPort ${options.port} is taken by another server (another site's embedded database?): set EMBEDDED_DATABASE_PORT to a free port, or DATABASE_URL.`
          : '';
        reject(new Error(`The embedded database did not start (exit code ${code}):\n${errors}${hint}`));
      });
    });
  });
}

/** Whether something on this machine accepts connections on the port. */
function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connectTcp({ port, host: 'localhost' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
