import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const packageDir = path.resolve(import.meta.dirname, '../..');
const entry = path.join(import.meta.dirname, 'site-server-process.ts');

/**
 * Loads every module the site server's process imports, as it does (without starting it), in a
 * process of its own, and lists the CommonJS files loaded: Playwright is one, so it shows there.
 */
async function filesLoadedBy(specifiers: string[]): Promise<string[]> {
  const imports = specifiers.map((specifier) => `await import(${JSON.stringify(specifier)});`).join(' ');
  const script = `(async () => { ${imports} console.log(JSON.stringify(Object.keys(require.cache))); })()`;
  const tsx = path.join(packageDir, 'node_modules/.bin/tsx');
  const { stdout } = await promisify(execFile)(tsx, ['--eval', script], { cwd: packageDir });
  return JSON.parse(stdout) as string[];
}

describe("the site server's process", () => {
  it('loads no browser: the gate and its Chromium run in the release worker', async () => {
    const source = await readFile(entry, 'utf8');
    const specifiers = [...source.matchAll(/^import .* from '([^']+)';$/gm)].map(([, specifier]) =>
      specifier!.startsWith('.') ? path.resolve(path.dirname(entry), `${specifier}.ts`) : specifier!,
    );
    expect(specifiers).toContain('@storefront/release');
    const loaded = await filesLoadedBy(specifiers);
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter((file) => file.includes('playwright'))).toEqual([]);
  }, 60_000);

  it('would be seen loading one', async () => {
    expect((await filesLoadedBy(['@storefront/release/chromium'])).some((file) => file.includes('playwright-core'))).toBe(true);
  }, 60_000);
});
