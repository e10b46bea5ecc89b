import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// `pnpm test:unit`: every package's projects in one Vitest, so one pool of workers takes the
// files of every package as they come, and each package's start (Vite, its global setup, the
// embedded database) is paid once instead of once per package. Every folder with a
// vitest.config.ts is a package with tests; `--configLoader runner` lets this file import theirs.
const root = import.meta.dirname;
const packages = readdirSync(root).filter((dir) => dir !== 'node_modules' && existsSync(path.join(root, dir, 'vitest.config.ts')));
const configs: { default: { test: { projects: TestProjectInlineConfiguration[] } } }[] = await Promise.all(
  packages.map((dir) => import(/* @vite-ignore */ path.join(root, dir, 'vitest.config.ts'))),
);

export default defineConfig({ test: { projects: configs.flatMap((config) => config.default.test.projects) } });
