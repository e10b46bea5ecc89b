import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';

/** Linux's clock ticks a second (`getconf CLK_TCK`): the unit of /proc/<pid>/stat's CPU times. */
let ticksPerSecond: number | undefined;
function clockTicks(): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  return ticksPerSecond;
}

/**
 * User and system CPU time in a /proc/<pid>/stat line, in ticks. The process's name (field 2, in
 * parentheses) may hold spaces or parentheses itself: the fields are counted from its last ')'.
 */
export function cpuTicksOfStat(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the line; the rest starts at field 3.
  const user = Number(fields[11]);
  const system = Number(fields[12]);
  if (!Number.isFinite(user) || !Number.isFinite(system)) throw new Error(`No CPU times in "${stat.slice(0, 80)}…".`);
  return user + system;
}

/** The CPU time process `pid` has used so far (user and system, all its threads), in milliseconds. */
export async function processCpuMs(pid: number): Promise<number> {
  return (cpuTicksOfStat(await readFile(`/proc/${pid}/stat`, 'utf8')) * 1000) / clockTicks();
}
