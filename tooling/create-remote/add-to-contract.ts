import ts from 'typescript';

export interface ContractEntry {
  container: string;
  folder: string;
  devPort: number;
  pageModule: string;
  path: string;
}

function unwrap(node: ts.Expression): ts.Expression {
  return ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)
    ? unwrap(node.expression)
    : node;
}

/** The `remotes` object of the contract's source. */
function remotesObject(file: ts.SourceFile): ts.ObjectLiteralExpression {
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || declaration.name.text !== 'remotes' || !declaration.initializer) continue;
      const object = unwrap(declaration.initializer);
      if (ts.isObjectLiteralExpression(object)) return object;
    }
  }
  throw new Error('The federation contract has no `export const remotes = { … }` to add the remote to.');
}

/** The contract's source with one more remote at the end of `remotes`, its layout kept. */
export function addRemoteToContract(source: string, entry: ContractEntry): string {
  const object = remotesObject(ts.createSourceFile('contract.ts', source, ts.ScriptTarget.Latest, true));
  const close = object.getEnd() - 1;
  const separator = object.properties.length > 0 && !object.properties.hasTrailingComma ? ',\n' : '\n';
  const text = [
    `  ${entry.container}: {`,
    `    folder: '${entry.folder}',`,
    `    devPort: ${entry.devPort},`,
    `    pages: [{ module: '${entry.pageModule}', path: '${entry.path}' }],`,
    '  },',
  ].join('\n');
  return `${source.slice(0, close).trimEnd()}${separator}${text}\n${source.slice(close)}`;
}
