import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { remoteDeclaration, remoteNames } from './federation/remotes';
import { workspaceFiles, workspaceRoot } from './testing/workspace-files';

const parse = (file: string) =>
  ts.createSourceFile(file, readFileSync(path.join(workspaceRoot, file), 'utf8'), ts.ScriptTarget.Latest);

/** The names a module exports, following `export * from './…'`; without types when `values`. */
function exportedNames(file: string, values = false): string[] {
  return parse(file).statements.flatMap((statement) => {
    const exported = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
    if (exported && ts.isVariableStatement(statement)) {
      return statement.declarationList.declarations.flatMap((declaration) => (ts.isIdentifier(declaration.name) ? [declaration.name.text] : []));
    }
    if (exported && (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) return [statement.name.text];
    if (!ts.isExportDeclaration(statement) || (values && statement.isTypeOnly)) return [];
    if (statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      return statement.exportClause.elements.filter((element) => !(values && element.isTypeOnly)).map((element) => element.name.text);
    }
    const from = statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : '';
    return from.startsWith('.') ? exportedNames(path.join(path.dirname(file), `${from}.ts`), values) : [];
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

const SHARED_MODULES = [
  ['@storefront/shared', 'shared/src/index.ts'],
  ['@storefront/shared/router', 'shared/src/router/index.ts'],
  ['@storefront/shared/query', 'shared/src/query/index.ts'],
  ['@storefront/shared/widgets', 'shared/src/ui/widgets.tsx'],
] as const;

/**
 * Exports no app imports any more, kept only for remotes built against an earlier version (they
 * call them in the deployed shell's copy); each goes at the next major version.
 */
const DEPRECATED: Partial<Record<string, readonly string[]>> = {
  '@storefront/shared': ['usePageTitle', 'useAfterHydration', 'hydrationStarts'],
};

// A shared module cannot be tree-shaken: whatever it exports reaches every visitor's browser.
describe.each(SHARED_MODULES)('%s', (specifier, file) => {
  it('exports only what an app imports', () => {
    const imported = importedNames(specifier);
    const kept = DEPRECATED[specifier] ?? [];
    expect(exportedNames(file).filter((name) => !imported.has(name) && !kept.includes(name))).toEqual([]);
  });

  it('keeps deprecated exports only while no app imports them', () => {
    const imported = importedNames(specifier);
    expect((DEPRECATED[specifier] ?? []).filter((name) => imported.has(name) || !exportedNames(file).includes(name))).toEqual([]);
  });
});

interface RecordedApi {
  version: string;
  exports: Record<string, string[]>;
}

const readJson = <T>(file: string) => JSON.parse(readFileSync(path.join(workspaceRoot, file), 'utf8')) as T;

/** The next version for a change of exports: major when one is gone, minor when some are new. */
function nextVersion(recorded: string, removed: string[], added: string[]): string {
  const [major = 0, minor = 0] = recorded.split('.').map(Number);
  if (removed.length > 0) return `${major + 1}.0.0`;
  return added.length > 0 ? `${major}.${minor + 1}.0` : recorded;
}

// Remotes are built and released apart from the shell: a remote built against a newer shared
// package requires its version (^x.y.z), and the release gate names any export it imports that
// the deployed shell's build lacks. So the version must grow whenever the exports do.
describe('the shared package\'s version', () => {
  it('is the one recorded with its run-time exports, and grows when they change', () => {
    const recorded = readJson<RecordedApi>('shared/public-api.json');
    const current = Object.fromEntries(SHARED_MODULES.map(([specifier, file]) => [specifier, exportedNames(file, true).sort()]));
    const names = (api: Record<string, string[]>) => Object.entries(api).flatMap(([module, list]) => list.map((name) => `${module}:${name}`));
    const added = names(current).filter((name) => !names(recorded.exports).includes(name));
    const removed = names(recorded.exports).filter((name) => !names(current).includes(name));
    const version = readJson<{ version: string }>('shared/package.json').version;
    const expected = nextVersion(recorded.version, removed, added);
    const advice =
      `The shared package's exports changed (added: ${added.join(', ') || 'none'}; removed: ${removed.join(', ') || 'none'}). ` +
      `Set its version to ${expected} in shared/package.json, and record that version and the new exports in shared/public-api.json.`;
    expect({ exports: recorded.exports, version }, advice).toEqual({ exports: current, version: recorded.version });
  });

  it('grows by minor for new exports and by major for removed ones', () => {
    expect(nextVersion('1.4.2', [], ['a'])).toBe('1.5.0');
    expect(nextVersion('1.4.2', ['b'], ['a'])).toBe('2.0.0');
    expect(nextVersion('1.4.2', [], [])).toBe('1.4.2');
  });
});
