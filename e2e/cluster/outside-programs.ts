import { spawn, type ChildProcess } from 'node:child_process';

export interface OutsideProgram {
  stop: () => Promise<void>;
}

/**
 * Runs a program of the machine's (HAProxy, nginx) in the foreground until `stop`. It is given
 * `startupMs` to fail on its configuration; after that it is taken as serving.
 */
export async function runProgram(
  command: string,
  args: string[],
  startupMs = 500,
): Promise<OutsideProgram> {
  const child: ChildProcess = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on(
    'data',
    (chunk: Buffer) => (errors = `${errors}${chunk.toString()}`.slice(-4_000)),
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const failed = await Promise.race([
    new Promise<Error>((resolve) => child.once('error', resolve)),
    exited.then(() => new Error(`${command} exited at start: ${errors}`)),
    new Promise<undefined>((resolve) => setTimeout(resolve, startupMs)),
  ]);
  if (failed) throw failed;
  return {
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
