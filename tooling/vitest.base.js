// @ts-check
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

// The test settings every package shares. A package's vitest.config.ts is one call below; the
// workspace's own vitest.config.ts runs every package's files in one Vitest, gathered by kind. JavaScript, not TypeScript: Vite loads a config's imports from packages with Node
// itself, and Node 20 cannot run TypeScript. vitest.base.d.ts gives the configs its types.

/**
 * Test files at once. Much of a server test waits on a database, a process or a timer, so one
 * more worker than the two cores of the machines here keeps them busy (the whole run: 128-135 s
 * with three, 145-159 s with two); more starved the jsdom pages past their timeouts. The same
 * for every project: Vitest runs projects with different counts one group after another.
 */
const WORKERS = 3;

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
  /** @type {Record<string, any> & { include: string[] }} */
  const test = { ...(kind === 'browser' ? browser : node), maxWorkers: WORKERS, ...settings };
  // Files named from the package, so a project gathering several packages (below) finds them.
  const fromPackage = createRequire(path.join(dir, 'package.json'));
  const resolve = (/** @type {string} */ file) => (file.startsWith('.') ? path.resolve(dir, file) : fromPackage.resolve(file));
  for (const key of /** @type {const} */ (['setupFiles', 'globalSetup'])) if (Array.isArray(test[key])) test[key] = test[key].map(resolve);
  const name = settings.name ?? JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).name;
  const own = filesNeedingOwnImports(dir, test.include);
  return [
    { root: dir, test: { ...test, name, isolate: false, exclude: [...configDefaults.exclude, ...own] } },
    ...(own.length > 0 ? [{ root: dir, test: { ...test, name: `${name} (own imports)`, include: own } }] : []),
  ];
}

/**
 * The projects of several packages as one project per kind of test (browser or node, shared
 * graph or own imports), rooted at `root`: a worker then imports React, Chakra UI and jsdom (or
 * the servers' libraries) once for every package's files instead of once per package, which on
 * two cores was a third of the whole unit run's CPU. Each package's files keep their settings'
 * strictest form: the longest timeouts, every global setup and setup file, every dependency to
 * transform.
 * @param {string} root
 * @param {any[]} projects as packageProjects makes them
 */
export function projectsByKind(root, projects) {
  /** @type {Map<string, any[]>} */
  const groups = new Map();
  for (const project of projects) {
    const key = `${project.test.environment}${project.test.isolate === false ? '' : ' (own imports)'}`;
    groups.set(key, [...(groups.get(key) ?? []), project]);
  }
  const union = (/** @type {any[]} */ lists) => [...new Set(lists.flat())];
  return [...groups].map(([key, members]) => {
    const inRoot = (/** @type {any} */ project, /** @type {string} */ glob) => path.posix.join(path.relative(root, project.root).split(path.sep).join('/'), glob);
    const tests = members.map((project) => project.test);
    const most = (/** @type {string} */ setting) => Math.max(...tests.map((test) => test[setting] ?? 0)) || undefined;
    return {
      root,
      test: {
        ...tests[0],
        name: key === 'jsdom' ? 'browser' : key.replace('jsdom', 'browser'),
        include: members.flatMap((project) => project.test.include.map((/** @type {string} */ glob) => inRoot(project, glob))),
        exclude: [...configDefaults.exclude, ...members.flatMap((project) => (project.test.exclude ?? []).filter((/** @type {string} */ glob) => !configDefaults.exclude.includes(glob)).map((/** @type {string} */ glob) => inRoot(project, glob)))],
        testTimeout: most('testTimeout'),
        hookTimeout: most('hookTimeout'),
        setupFiles: union(tests.map((test) => test.setupFiles ?? [])),
        globalSetup: union(tests.map((test) => test.globalSetup ?? [])),
        server: { deps: { inline: union(tests.map((test) => test.server?.deps?.inline ?? [])) } },
      },
    };
  });
}

/**
 * A package's vitest.config.ts: its tests as `packageProjects` makes them.
 * @param {string} dir
 * @param {'browser' | 'node'} kind
 * @param {Record<string, unknown>} [settings]
 */
export const packageTests = (dir, kind, settings) => defineConfig({ test: { projects: packageProjects(dir, kind, settings) } });
