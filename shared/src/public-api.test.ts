import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { remoteDeclaration, remoteNames } from './federation/remotes';
import { workspaceFiles, workspaceRoot } from './testing/workspace-files';

const parse = (file: string) =>
  ts.createSourceFile(file, readFileSync(path.join(workspaceRoot, file), 'utf8'), ts.ScriptTarget.Latest);

/** The names a module exports, following `export * from './…'`. */
function exportedNames(file: string): string[] {
  return parse(file).statements.flatMap((statement) => {
    if (!ts.isExportDeclaration(statement)) return [];
    if (statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      return statement.exportClause.elements.map((element) => element.name.text);
    }
    const from = statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : '';
    return from.startsWith('.') ? exportedNames(path.join(path.dirname(file), `${from}.ts`)) : [];
  });
}

/** The names the apps import from a module of the shared package, tests included. */
function importedNames(specifier: string): Set<string> {
  const apps = ['shell', ...remoteNames.map((name) => remoteDeclaration(name).folder)];
  const files = workspaceFiles().filter((file) => apps.includes(file.split(path.sep)[0]!) && /\.tsx?$/.test(file));
  const names = new Set<string>();
  for (const file of files) {
    for (const statement of parse(file).statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      if (statement.moduleSpecifier.text !== specifier) continue;
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) names.add((element.propertyName ?? element.name).text);
      }
    }
  }
  return names;
}

// A shared module cannot be tree-shaken: whatever it exports reaches every visitor's browser.
describe.each([
  ['@storefront/shared', 'shared/src/index.ts'],
  ['@storefront/shared/router', 'shared/src/router/index.ts'],
  ['@storefront/shared/query', 'shared/src/query/index.ts'],
  ['@storefront/shared/widgets', 'shared/src/ui/widgets.tsx'],
])('%s', (specifier, file) => {
  it('exports only what an app imports', () => {
    const imported = importedNames(specifier);
    expect(exportedNames(file).filter((name) => !imported.has(name))).toEqual([]);
  });
});
