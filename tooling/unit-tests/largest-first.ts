import { readdirSync } from 'node:fs';
import path from 'node:path';

export interface TestedPackage {
  name: string;
  path: string;
}

const skipped = new Set(['node_modules', 'dist', '.git']);

/** How many test files a folder holds, outside its dependencies and build output. */
export function testFileCount(folder: string): number {
  let count = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.isDirectory() && !skipped.has(entry.name))
      count += testFileCount(path.join(folder, entry.name));
    else if (entry.isFile() && /\.test\.tsx?$/.test(entry.name)) count += 1;
  }
  return count;
}

/**
 * The packages in the order to start them: most test files first, so the longest runs overlap
 * the many short ones instead of starting last and running alone.
 */
export function largestFirst(
  packages: TestedPackage[],
  count = (pkg: TestedPackage) => testFileCount(pkg.path),
): TestedPackage[] {
  const counted = packages.map((pkg) => ({ pkg, files: count(pkg) }));
  return counted
    .sort((a, b) => b.files - a.files || a.pkg.name.localeCompare(b.pkg.name))
    .map(({ pkg }) => pkg);
}
