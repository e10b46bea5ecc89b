import { exposedFileName } from '@storefront/shared/federation';

/** The file a remote's typecheck writes beside its exposes, and checks with them. */
export const EXPOSES_CHECK_FILE = 'contract-check.generated.ts';

/**
 * A TypeScript module holding each module `remote` exposes to the contract's shape: a module of
 * another shape fails the remote's typecheck on the line naming `remote/Module`, with the path
 * of the exposed file in the message.
 */
export function exposesCheckSource(remote: string, modules: readonly string[]): string {
  const imports = modules.map((module) => `import type * as ${module} from './${exposedFileName(module)}';`);
  const checks = modules.map((module) => `  '${remote}/${module}': Exposed<typeof ${module}>;`);
  return [
    '// Written by the typecheck from the federation contract (tooling/exposes-check): not committed.',
    "import type { ExposedModule } from '@storefront/shared/federation';",
    ...imports,
    '',
    'type Exposed<Module extends ExposedModule> = Module;',
    '',
    `export interface ExposesOf${remote.replace(/(^|_)([a-z])/g, (_, __, letter: string) => letter.toUpperCase())} {`,
    ...checks,
    '}',
    '',
  ].join('\n');
}
