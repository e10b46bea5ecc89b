import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { largestFirst, type TestedPackage } from './largest-first';

// `pnpm test:unit` (and `test:changed`, which passes `--changed`): every package's unit tests,
// as many packages at once as the machine has cores. Much of a server package's run waits on
// databases, processes and timers, which another package's run uses; more packages than cores
// starved the jsdom pages and the API's load run past their timeouts on a 2-core machine.
const root = path.resolve(import.meta.dirname, '../..');
const vitestArgs = process.argv.slice(2);
const concurrency = Number(process.env.UNIT_TEST_CONCURRENCY) || availableParallelism();

const workspace: TestedPackage[] = JSON.parse(
  execFileSync('pnpm', ['ls', '-r', '--depth', '-1', '--json'], { cwd: root, encoding: 'utf8' }),
);
const hasUnitTests = (pkg: TestedPackage) =>
  Boolean(
    JSON.parse(readFileSync(path.join(pkg.path, 'package.json'), 'utf8')).scripts?.['test:unit'],
  );
// The root's own test:unit is this script.
const queue = largestFirst(workspace.filter((pkg) => pkg.path !== root && hasUnitTests(pkg)));

interface Outcome {
  name: string;
  seconds: number;
  passed: boolean;
}

function runPackage(pkg: TestedPackage): Promise<Outcome> {
  const started = Date.now();
  console.log(`${pkg.name}: started`);
  const child = spawn('pnpm', ['run', 'test:unit', ...vitestArgs], {
    cwd: pkg.path,
    env: { ...process.env, FORCE_COLOR: '1' },
  });
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(
        `\n── ${pkg.name} (${seconds} s) ──\n${Buffer.concat(output).toString()}`,
      );
      resolve({ name: pkg.name, seconds, passed: code === 0 });
    });
  });
}

async function lane(outcomes: Outcome[]): Promise<void> {
  for (let pkg = queue.shift(); pkg; pkg = queue.shift()) outcomes.push(await runPackage(pkg));
}

const outcomes: Outcome[] = [];
await Promise.all(Array.from({ length: concurrency }, () => lane(outcomes)));
console.log(
  `\n${outcomes.map((o) => `${o.passed ? 'passed' : 'FAILED'} ${o.name} ${o.seconds} s`).join('\n')}`,
);
if (outcomes.some((outcome) => !outcome.passed)) process.exit(1);
