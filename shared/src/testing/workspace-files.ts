import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The workspace's root folder (this file is shared/src/testing/). */
export const workspaceRoot = path.resolve(import.meta.dirname, '../../..');

// Build output, dependencies and local data: nobody writes these by hand.
const GENERATED = new Set(['node_modules', 'dist', 'dist-monolith', 'dist-variants', 'test-results', 'playwright-report', 'bench-results', '@mf-types']);

/** Every file of the workspace someone writes, as paths relative to its root. */
export function workspaceFiles(dir = workspaceRoot): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') && entry.name !== '.ci') return [];
    if (GENERATED.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return workspaceFiles(full);
    return entry.isFile() ? [path.relative(workspaceRoot, full)] : [];
  });
}

/** Tests, and the helpers only tests use, may name anything they exercise. */
export function isTestFile(file: string): boolean {
  return /\.(test|spec)\.[cm]?[jt]sx?$/.test(file) || file.split(path.sep).some((part) => part === 'testing' || part === 'test-support');
}
