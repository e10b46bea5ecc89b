import path from 'node:path';
import { processAlive } from '../process-lifecycle';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Supervisor, type ProcessSpec } from './supervisor';

const spec = (env: NodeJS.ProcessEnv = {}): ProcessSpec => ({
  name: 'fixture',
  entry: path.join(import.meta.dirname, 'testing/fixture-process.ts'),
  cwd: path.resolve(import.meta.dirname, '../..'),
  env: { ...process.env, ...env },
});

let supervisor: Supervisor;
const lines: string[] = [];
const events: string[] = [];

function newSupervisor(): Supervisor {
  lines.length = 0;
  events.length = 0;
  supervisor = new Supervisor({ onLine: (name, line) => lines.push(`${name}: ${line}`), onEvent: (name, message) => events.push(`${name} ${message}`) });
  return supervisor;
}

afterEach(async () => {
  await supervisor?.stopAll();
});

describe('Supervisor', () => {
  it('starts a process, resolves once it says it is ready, and passes its lines on', async () => {
    const ready = await newSupervisor().start(spec());
    expect(ready.pid).toBe(supervisor.pid('fixture'));
    await vi.waitFor(() => expect(lines.some((line) => line.startsWith('fixture: {') && line.includes('started'))).toBe(true));
  });

  it('starts a process that died again, and says so', async () => {
    const first = (await newSupervisor().start(spec())).pid as number;
    process.kill(first, 'SIGKILL');
    await vi.waitFor(() => expect(events).toContain('fixture is back'), { timeout: 15_000 });
    expect(events[0]).toBe('fixture stopped unexpectedly (SIGKILL); starting it again in 0.5 s');
    expect(supervisor.pid('fixture')).not.toBe(first);
  });

  it('stops a process on purpose, cleanly, and does not start it again', async () => {
    const pid = (await newSupervisor().start(spec())).pid as number;
    await supervisor.stop('fixture');
    expect(processAlive(pid)).toBe(false);
    expect(lines).toContain('fixture: closing cleanly');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(supervisor.pid('fixture')).toBeUndefined();
    expect(events).toEqual([]);
  });

  it('stops a process at once, whatever drain SIGTERM would wait for: Ctrl-C stays prompt', async () => {
    await newSupervisor().start(spec({ FIXTURE_DRAIN_MS: '30000' }));
    const startedAt = Date.now();
    await supervisor.stop('fixture');
    expect(Date.now() - startedAt).toBeLessThan(3_000);
    expect(lines).toContain('fixture: closing cleanly');
  });

  it('rejects a start that fails, with what the process said', async () => {
    await expect(newSupervisor().start(spec({ FIXTURE_NEVER_READY: '1' }))).rejects.toThrow(/fixture stopped \(exit code 3\) before it was ready:\n.*started/);
    await supervisor.stop('fixture');
  });
});
