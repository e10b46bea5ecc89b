import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { tracedProcess } from '../tracing/tracing-enabled';

export interface ProcessSpec {
  name: string;
  /** The TypeScript module the process runs (with tsx). */
  entry: string;
  /** Its package folder (where tsx resolves). */
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Extra command-line arguments. */
  args?: string[];
}

/** What a process says over IPC once it serves (`announceReady`). */
export interface ReadyMessage {
  type: 'ready';
  [detail: string]: unknown;
}

export interface SupervisorOptions {
  /** Every line a process writes, stdout and stderr alike. */
  onLine: (name: string, line: string) => void;
  /** What the supervisor itself has to say (a crash, a restart). */
  onEvent: (name: string, message: string) => void;
  /** A process that stays up this long after starting counts as healthy again. */
  healthyAfterMs?: number;
}

interface Managed {
  spec: ProcessSpec;
  child: ChildProcess | undefined;
  ready: Promise<ReadyMessage> | undefined;
  /** Stopped on purpose: not restarted. */
  stopped: boolean;
  failures: number;
  restartTimer: NodeJS.Timeout | undefined;
}

const STOP_GRACE_MS = 5_000;
const backoffMs = (failures: number) => Math.min(8_000, 500 * 2 ** Math.max(0, failures - 1));

/**
 * Runs the site's processes. A process that dies on its own is logged and started again, after a
 * growing pause if it keeps dying; the others keep serving. Each process has an IPC channel: if
 * the supervisor dies, however it dies, the channel closes and the processes stop themselves.
 */
export class Supervisor {
  private readonly processes = new Map<string, Managed>();

  constructor(private readonly options: SupervisorOptions) {}

  /** Starts a process and resolves when it says it is ready; rejects if it dies first. */
  start(spec: ProcessSpec): Promise<ReadyMessage> {
    const existing = this.processes.get(spec.name);
    if (existing?.child) return existing.ready!;
    const managed: Managed = existing ?? { spec, child: undefined, ready: undefined, stopped: false, failures: 0, restartTimer: undefined };
    managed.spec = spec;
    managed.stopped = false;
    this.processes.set(spec.name, managed);
    return this.spawn(managed);
  }

  pid(name: string): number | undefined {
    return this.processes.get(name)?.child?.pid;
  }

  /**
   * Stops a process on purpose: SIGINT, which skips the drain SIGTERM waits for (nothing balances
   * load across this machine's processes), then SIGKILL after a grace period. It is not restarted.
   */
  async stop(name: string): Promise<void> {
    const managed = this.processes.get(name);
    if (!managed) return;
    managed.stopped = true;
    clearTimeout(managed.restartTimer);
    const child = managed.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGINT');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  }

  /** Stops every process, the last started first. */
  async stopAll(): Promise<void> {
    for (const name of [...this.processes.keys()].reverse()) await this.stop(name);
  }

  private spawn(managed: Managed): Promise<ReadyMessage> {
    const { spec } = managed;
    const traced = tracedProcess(spec.env, spec.name);
    const child = spawn(process.execPath, ['--import', 'tsx', ...traced.importArgs, spec.entry, ...(spec.args ?? [])], {
      cwd: spec.cwd,
      env: traced.env,
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      // Its own process group: a Ctrl-C in the terminal reaches the supervisor, which stops the
      // processes in order, rather than every process at once.
      detached: true,
    });
    managed.child = child;
    const recent: string[] = [];
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream! }).on('line', (line) => {
        recent.push(line);
        if (recent.length > 20) recent.shift();
        this.options.onLine(spec.name, line);
      });
    }
    const startedAt = Date.now();
    managed.ready = new Promise<ReadyMessage>((resolve, reject) => {
      child.on('message', (message: unknown) => {
        if ((message as ReadyMessage | null)?.type === 'ready') resolve(message as ReadyMessage);
      });
      child.once('exit', (code, signal) => reject(new Error(`${spec.name} stopped (${signal ?? `exit code ${code}`}) before it was ready:\n${recent.join('\n')}`)));
    });
    // A failed start is reported to whoever awaits it; the restart below handles the rest.
    managed.ready.catch(() => undefined);
    child.once('exit', (code, signal) => {
      managed.child = undefined;
      if (managed.stopped) return;
      const healthy = Date.now() - startedAt >= (this.options.healthyAfterMs ?? 30_000);
      managed.failures = healthy ? 1 : managed.failures + 1;
      const delay = backoffMs(managed.failures);
      this.options.onEvent(spec.name, `stopped unexpectedly (${signal ?? `exit code ${code}`}); starting it again in ${delay / 1000} s`);
      managed.restartTimer = setTimeout(() => {
        if (managed.stopped) return;
        this.spawn(managed).then(
          () => this.options.onEvent(spec.name, 'is back'),
          () => undefined,
        );
      }, delay);
    });
    return managed.ready;
  }
}
