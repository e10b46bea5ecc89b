import ts from 'typescript';
import { sharedModules, type SharedNames } from './shared-api';

// Build-time only (it loads the TypeScript compiler): what a remote's source imports.

/**
 * The names a source file imports at run time from the shared modules: type-only imports are
 * left out (they are erased), a namespace import counts as `*` (everything).
 */
export function sharedImportsOf(fileName: string, sourceText: string): SharedNames {
  const found: Record<string, Set<string>> = {};
  const add = (specifier: string, name: string) => (found[specifier] ??= new Set()).add(name);
  const source = ts.createSourceFile(fileName, sourceText, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement);
    if (!isImport && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !sharedModules.includes(specifier.text)) continue;
    if (isImport) {
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) continue;
      if (clause.name) add(specifier.text, 'default');
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) add(specifier.text, '*');
      for (const element of bindings && ts.isNamedImports(bindings) ? bindings.elements : []) {
        if (!element.isTypeOnly) add(specifier.text, (element.propertyName ?? element.name).text);
      }
    } else {
      if (statement.isTypeOnly) continue;
      const clause = statement.exportClause;
      if (!clause || ts.isNamespaceExport(clause)) add(specifier.text, '*');
      for (const element of clause && ts.isNamedExports(clause) ? clause.elements : []) {
        if (!element.isTypeOnly) add(specifier.text, (element.propertyName ?? element.name).text);
      }
    }
  }
  return Object.fromEntries(Object.entries(found).map(([module, names]) => [module, [...names].sort()]));
}
