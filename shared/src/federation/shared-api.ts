import { singletons } from './contract';

// What the apps share of the shared package, recorded by their builds, so the release gate can
// tell whether a remote will find every export it imports in the shell that is deployed.

/** Beside a remote's mf-manifest.json: the names it imports from each shared module. */
export const sharedImportsFile = 'shared-imports.json';
/** Beside the shell's mf-manifest.json: the shared package's version and what each module exports. */
export const sharedExportsFile = 'shared-exports.json';

/** Module specifier → names imported (or exported) at run time, sorted. */
export type SharedNames = Record<string, string[]>;

export interface SharedExports {
  /** The shared package's version: its minor version grows when its exports grow. */
  version: string;
  exports: SharedNames;
}

/** The shared package's modules the apps share as singletons (the others are bundled). */
export const sharedModules: readonly string[] = singletons.filter((key) => key.startsWith('@storefront/shared'));

/** Several files' imports as one record. */
export function mergeSharedNames(records: readonly SharedNames[]): SharedNames {
  const merged: Record<string, Set<string>> = {};
  for (const record of records) {
    for (const [module, names] of Object.entries(record)) for (const name of names) (merged[module] ??= new Set()).add(name);
  }
  return Object.fromEntries(Object.keys(merged).sort().map((module) => [module, [...merged[module]!].sort()]));
}

/** Per module, the names a remote imports that the shell's shared package does not export. */
export function missingSharedExports(imports: SharedNames, provided: SharedExports): SharedNames {
  const missing: SharedNames = {};
  for (const [module, names] of Object.entries(imports)) {
    const exported = new Set(Object.hasOwn(provided.exports, module) ? provided.exports[module] : []);
    // A namespace import needs the module, whatever it exports.
    const absent = names.filter((name) => (name === '*' ? !Object.hasOwn(provided.exports, module) : !exported.has(name)));
    if (absent.length > 0) missing[module] = absent;
  }
  return missing;
}
