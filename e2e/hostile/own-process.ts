import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface OwnProcess<T> {
  child: ChildProcess;
  /** Resolves once the module says it is at work ('ready'). */
  ready: Promise<void>;
  /** The one other message it sends: its result. */
  result: Promise<T>;
}

/**
 * Runs a module of this folder in a process of its own, through tsx like the suite, with `input`
 * as its argument (JSON). It sends 'ready', then its result.
 */
export function startOwnProcess<T>(module: string, input: unknown): OwnProcess<T> {
  const child = fork(fileURLToPath(new URL(module, import.meta.url)), [JSON.stringify(input)], {
    execArgv: ['--import', 'tsx'],
  });
  const result = new Promise<T>((resolve, reject) => {
    child.on('message', (message) => message !== 'ready' && resolve(message as T));
    child.once('exit', (code) => reject(new Error(`${module} ended (${code}) without a result`)));
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.on('message', (message) => message === 'ready' && resolve());
    result.catch(reject);
  });
  return { child, ready, result };
}
