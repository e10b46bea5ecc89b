import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
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

const baseConfig = ts.readConfigFile(path.join(import.meta.dirname, '..', '..', 'tsconfig.base.json'), ts.sys.readFile).config;
const { options } = ts.convertCompilerOptionsFromJson({ ...baseConfig.compilerOptions, incremental: false }, remoteFolder);

/** tsc's errors for a remote exposing these files, as `line: message` of the check file. */
function typecheck(files: Record<string, string>, modules: string[]): string[] {
  for (const [name, source] of Object.entries(files)) writeFileSync(path.join(exposes, name), source);
  const check = path.join(exposes, EXPOSES_CHECK_FILE);
  writeFileSync(check, exposesCheckSource('reviews_mfe', modules));
  const program = ts.createProgram([check], options);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const line = diagnostic.file?.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line ?? -1;
    const text = diagnostic.file?.text.split('\n')[line] ?? '';
    return `${text.trim()} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
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
