// @ts-check
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

// The test settings every package shares. A package's vitest.config.ts is one call below; the
// workspace's own vitest.config.ts runs every package's projects in one Vitest, one pool of
// workers. JavaScript, not TypeScript: Vite loads a config's imports from packages with Node
// itself, and Node 20 cannot run TypeScript. vitest.base.d.ts gives the configs its types.

/**
 * Test files at once. Much of a server test waits on a database, a process or a timer, so one
 * more worker than the two cores of the machines here keeps them busy; more starved the jsdom
 * pages past their timeouts. The same for every project: Vitest runs projects with different
 * counts one group after another.
 */
const WORKERS = 2;

/**
 * The apps and the shared package: React rendered in jsdom. Tests clean up after themselves; the
 * shared setup empties the rendered DOM, storage and the store.
 */
const browser = {
  environment: 'jsdom',
  globals: true,
  setupFiles: ['@storefront/shared/testing/setup'],
  include: ['src/**/*.test.{ts,tsx}'],
  // Pages and whole forms rendered in jsdom take a few seconds on a busy machine; 5 s made them flaky.
  testTimeout: 15_000,
};

/** Servers and their tools: Node, with real databases, processes and servers. */
const node = {
  environment: 'node',
  include: ['src/**/*.test.ts'],
  // A migrated, seeded database per test file takes a moment on a busy machine.
  hookTimeout: 60_000,
  // Tests start real servers, processes and databases: on a busy 2-core machine one can take
  // longer than the default 5 s without anything being wrong.
  testTimeout: 30_000,
};

const needsOwnImports = (/** @type {string} */ test) => test.includes('vi.mock(') || /^\/\/ Own imports:/m.test(test);

/**
 * The test files under the folders `include` names that need a module graph of their own: those
 * replacing modules with `vi.mock` (a mock applies to the graph the file runs in) and those that
 * say why in a line starting `// Own imports:` (for instance, a test of what a library does the
 * first time it runs).
 * @param {string} dir
 * @param {string[]} include
 */
function filesNeedingOwnImports(dir, include) {
  const folders = [...new Set(include.map((pattern) => pattern.slice(0, pattern.indexOf('*')).replace(/\/$/, '')))];
  return folders.flatMap((folder) => {
    const from = path.join(dir, folder);
    if (!existsSync(from)) return [];
    return readdirSync(from, { recursive: true, encoding: 'utf8' })
      .filter((entry) => /\.test\.tsx?$/.test(entry) && !entry.includes('node_modules') && needsOwnImports(readFileSync(path.join(from, entry), 'utf8')))
      .map((entry) => path.posix.join(folder, entry.split(path.sep).join('/')));
  });
}

/**
 * One package's tests as projects: files share one module graph per worker (importing React,
 * Chakra UI and the shared package again for every file cost most of a browser package's run;
 * the release package's 53 files spent 45 s of 216 importing, 3 s shared), unless they need their
 * own, which run in a project of their own.
 * @param {string} dir the package's folder
 * @param {'browser' | 'node'} kind
 * @param {Record<string, unknown> & { name?: string, include?: string[] }} [settings] the package's own
 */
export function packageProjects(dir, kind, settings = {}) {
  const test = { ...(kind === 'browser' ? browser : node), maxWorkers: WORKERS, ...settings };
  const name = settings.name ?? JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).name;
  const own = filesNeedingOwnImports(dir, test.include);
  return [
    { root: dir, test: { ...test, name, isolate: false, exclude: [...configDefaults.exclude, ...own] } },
    ...(own.length > 0 ? [{ root: dir, test: { ...test, name: `${name} (own imports)`, include: own } }] : []),
  ];
}

/**
 * A package's vitest.config.ts: its tests as `packageProjects` makes them.
 * @param {string} dir
 * @param {'browser' | 'node'} kind
 * @param {Record<string, unknown>} [settings]
 */
export const packageTests = (dir, kind, settings) => defineConfig({ test: { projects: packageProjects(dir, kind, settings) } });
