import { expect, it } from 'vitest';
import { cpuTicksOfStat, processCpuMs } from './process-cpu';

it('reads user and system time of /proc/<pid>/stat, whatever the process is named', () => {
  const rest = 'S 1 2 3 0 -1 4194560 9 0 0 0 1250 317 4 2 20 0 11 0 100 0 0';
  expect(cpuTicksOfStat(`4242 (node) ${rest}`)).toBe(1567);
  expect(cpuTicksOfStat(`4242 (my (odd) name) ${rest}`)).toBe(1567);
  expect(() => cpuTicksOfStat('4242 (node)')).toThrow('No CPU times');
});

it('grows with the work a process does', async () => {
  const before = await processCpuMs(process.pid);
  const until = Date.now() + 60;
  while (Date.now() < until) Math.sqrt(Math.random());
  expect(await processCpuMs(process.pid)).toBeGreaterThan(before);
});
