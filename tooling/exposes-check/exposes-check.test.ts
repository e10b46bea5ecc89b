import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EXPOSES_CHECK_FILE, exposesCheckSource } from './exposes-check-source';

// A temporary remote inside the tooling package, so its check resolves the shared package as a
// real remote's does, and compiled with the workspace's compiler settings.
const cache = path.join(import.meta.dirname, '..', 'node_modules', '.cache');
mkdirSync(cache, { recursive: true });
const remoteFolder = mkdtempSync(path.join(cache, 'exposes-check-'));
const exposes = path.join(remoteFolder, 'src', 'exposes');
mkdirSync(exposes, { recursive: true });
afterAll(() => rmSync(remoteFolder, { recursive: true, force: true }));

writeFileSync(
  path.join(remoteFolder, 'tsconfig.json'),
  JSON.stringify({ extends: path.join(import.meta.dirname, '..', '..', 'tsconfig.base.json'), compilerOptions: { incremental: false }, include: ['src'] }),
);

/** The errors of `pnpm typecheck`'s checker for a remote exposing these files, as `line: message` of the check file. */
function typecheck(files: Record<string, string>, modules: string[]): string[] {
  for (const [name, source] of Object.entries(files)) writeFileSync(path.join(exposes, name), source);
  const check = path.join(exposes, EXPOSES_CHECK_FILE);
  writeFileSync(check, exposesCheckSource('reviews_mfe', modules));
  const checker = spawnSync(path.join(import.meta.dirname, '..', 'node_modules', '.bin', 'tsgo'), ['-p', 'tsconfig.json', '--pretty', 'false'], { cwd: remoteFolder, encoding: 'utf8' });
  if (checker.error) throw checker.error;
  const lines = readFileSync(check, 'utf8').split('\n');
  // `file(line,col): error TSnnnn: message`, a message's further lines indented under it.
  return checker.stdout.split(/\n(?=\S)/).flatMap((error) => {
    const found = /\((\d+),\d+\): error TS\d+: ([\s\S]*)/.exec(error);
    return found ? [`${lines[Number(found[1]) - 1]?.trim()} ${found[2]!.trim()}`] : [];
  });
}

const page = (name: string) => `export default function ${name}() {\n  return null;\n}\n`;

describe("a remote's exposes against the federation contract", () => {
  it('pass when each is a component the shell can render without props', () => {
    expect(typecheck({ 'list-page.ts': page('ListPage'), 'search-box.ts': page('SearchBox') }, ['ListPage', 'SearchBox'])).toEqual([]);
  });

  it("fail on the line naming the remote and module of one that needs props, or is missing", () => {
    const errors = typecheck(
      { 'list-page.ts': page('ListPage'), 'detail-page.ts': 'export default function DetailPage({ id }: { id: string }) {\n  return id;\n}\n' },
      ['ListPage', 'DetailPage', 'MissingPage'],
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/^import type \* as MissingPage from '\.\/missing-page';.*Cannot find module/s);
    expect(errors[1]).toMatch(/^'reviews_mfe\/DetailPage': Exposed<typeof DetailPage>;.*detail-page.*does not satisfy the constraint 'ExposedModule'/s);
  });
});
