import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { largestFirst, testFileCount } from './largest-first';

const folder = mkdtempSync(path.join(tmpdir(), 'largest-first-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function write(file: string) {
  mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
  writeFileSync(path.join(folder, file), '');
}

describe('the order unit tests start in', () => {
  it("counts a package's test files, not its dependencies' or its build's", () => {
    for (const file of [
      'src/a.test.ts',
      'src/pages/b.test.tsx',
      'src/c.ts',
      'node_modules/x/d.test.ts',
      'dist/e.test.ts',
    ])
      write(file);
    expect(testFileCount(folder)).toBe(2);
  });

  it('starts the packages with the most test files first, ties by name', () => {
    const files: Record<string, number> = { shared: 3, release: 50, api: 35, catalog: 3 };
    const order = largestFirst(
      Object.keys(files).map((name) => ({ name, path: name })),
      (pkg) => files[pkg.name]!,
    );
    expect(order.map((pkg) => pkg.name)).toEqual(['release', 'api', 'catalog', 'shared']);
  });
});
