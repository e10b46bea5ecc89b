import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { projectsByKind } from './tooling/vitest.base.js';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// `pnpm test:unit`: every package's tests in one Vitest, as one project per kind of test
// (projectsByKind), so a worker imports the libraries of its kind once for every package and the
// embedded test database starts once. Every folder with a vitest.config.ts is a package with
// tests; `--configLoader runner` lets this file import theirs.
const root = import.meta.dirname;
const packages = readdirSync(root).filter((dir) => dir !== 'node_modules' && existsSync(path.join(root, dir, 'vitest.config.ts')));
const configs: { default: { test: { projects: TestProjectInlineConfiguration[] } } }[] = await Promise.all(
  packages.map((dir) => import(/* @vite-ignore */ path.join(root, dir, 'vitest.config.ts'))),
);

export default defineConfig({ test: { projects: projectsByKind(root, configs.flatMap((config) => config.default.test.projects)) } });
