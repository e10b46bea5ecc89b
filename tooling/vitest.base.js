// @ts-check
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { configDefaults, defineConfig } from 'vitest/config';

// The test settings every package shares; a package's vitest.config.ts merges its own onto one.
// JavaScript, not TypeScript: Vite loads a config's imports from packages with Node itself, and
// Node 20 cannot run TypeScript. vitest.base.d.ts gives the packages' configs its types.

/**
 * The test files of the package in the working directory that need a module graph of their own:
 * those replacing modules with `vi.mock` (a mock applies to the graph the file runs in) and those
 * that say why in a line starting `// Own imports:` (for instance, a test of what a library does
 * the first time it runs). Every other file shares one graph per worker.
 */
function filesNeedingOwnImports() {
  const source = path.join(process.cwd(), 'src');
  // A package without a src folder (the tooling itself) has its tests elsewhere and mocks nothing.
  if (!existsSync(source)) return [];
  const entries = readdirSync(source, { recursive: true, encoding: 'utf8' });
  return entries
    .filter((entry) => /\.test\.tsx?$/.test(entry) && needsOwnImports(readFileSync(path.join(source, entry), 'utf8')))
    .map((entry) => `src/${entry.split(path.sep).join('/')}`);
}

const needsOwnImports = (/** @type {string} */ test) => test.includes('vi.mock(') || /^\/\/ Own imports:/m.test(test);

const ownImports = filesNeedingOwnImports();

/**
 * The apps and the shared package: React rendered in jsdom. Importing React, Chakra UI and the
 * shared package again for every file cost most of a run (the catalog's 84 tests: 41 s, of it 17 s
 * importing), so files share their imports per worker (9 s) unless they need their own. Tests
 * clean up after themselves; the shared setup empties the rendered DOM, storage and the store.
 */
export const browserTests = defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['@storefront/shared/testing/setup'],
    // Pages and whole forms rendered in jsdom take a few seconds on a busy machine; 5 s made them flaky.
    testTimeout: 15_000,
    projects: [
      {
        extends: /** @type {const} */ (true),
        test: { name: 'shared-imports', isolate: false, exclude: [...configDefaults.exclude, ...ownImports] },
      },
      ...(ownImports.length > 0 ? [{ extends: /** @type {const} */ (true), test: { name: 'own-imports', include: ownImports } }] : []),
    ],
  },
});

/**
 * Servers and their tools: Node, with real databases, processes and servers. Files share their
 * imports per worker too (the release package's 53 files spent 45 s of 216 importing, 3 s
 * shared), unless they need their own.
 */
export const nodeTests = defineConfig({
  test: {
    environment: 'node',
    // A migrated, seeded database per test file takes a moment on a busy machine.
    hookTimeout: 60_000,
    // Tests start real servers, processes and databases: on a busy 2-core machine one can take
    // longer than the default 5 s without anything being wrong.
    testTimeout: 30_000,
    // Each project names its files: a list set here would be added to each project's own.
    projects: [
      {
        extends: /** @type {const} */ (true),
        test: { name: 'shared-imports', isolate: false, include: ['src/**/*.test.ts'], exclude: [...configDefaults.exclude, ...ownImports] },
      },
      ...(ownImports.length > 0 ? [{ extends: /** @type {const} */ (true), test: { name: 'own-imports', include: ownImports } }] : []),
    ],
  },
});
