import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack, type Compiler } from '@rspack/core';
import { sharedImportsOf } from '@storefront/shared/read-shared-imports';
import { mergeSharedNames, sharedExportsFile, sharedImportsFile, sharedModules, type SharedExports } from '@storefront/shared/shared-api';

const NAME = 'storefront-shared-api';
const SOURCE = /\.[cm]?[jt]sx?$/;

function emitJson(compiler: Compiler, file: string, build: (compilation: Parameters<Parameters<Compiler['hooks']['thisCompilation']['tap']>[1]>[0]) => unknown) {
  compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
    compilation.hooks.processAssets.tap({ name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
      compilation.emitAsset(file, new rspack.sources.RawSource(`${JSON.stringify(build(compilation), null, 2)}\n`));
    });
  });
}

/**
 * A remote's build records what its own code (the files of `src/` in the build) imports from
 * the shared modules: the release gate checks those names against the deployed shell's.
 */
export class RecordSharedImportsPlugin {
  constructor(private readonly sourceDir: string) {}

  apply(compiler: Compiler): void {
    emitJson(compiler, sharedImportsFile, (compilation) => {
      const files = [...compilation.fileDependencies].filter((file) => file.startsWith(`${this.sourceDir}${path.sep}`) && SOURCE.test(file));
      return mergeSharedNames(files.sort().map((file) => sharedImportsOf(file, readFileSync(file, 'utf8'))));
    });
  }
}

/**
 * The shell's build records the shared package's version and what each shared module exports,
 * as the bundler saw them: that is what remotes find in browsers where this shell is deployed.
 */
export class RecordSharedExportsPlugin {
  constructor(private readonly appDir: string) {}

  apply(compiler: Compiler): void {
    const require = createRequire(path.join(this.appDir, 'package.json'));
    const version = (require('@storefront/shared/package.json') as { version: string }).version;
    const moduleOf = new Map(sharedModules.map((specifier) => [require.resolve(specifier), specifier]));
    emitJson(compiler, sharedExportsFile, (compilation): SharedExports => {
      const exports: Record<string, string[]> = {};
      for (const module of compilation.modules) {
        const specifier = module instanceof rspack.NormalModule ? moduleOf.get(module.resource) : undefined;
        const provided = specifier && compilation.moduleGraph.getProvidedExports(module);
        if (specifier && Array.isArray(provided)) exports[specifier] = [...provided].sort();
      }
      const unknown = sharedModules.filter((specifier) => !exports[specifier]);
      if (unknown.length > 0) throw new Error(`Cannot tell what ${unknown.join(', ')} export${unknown.length > 1 ? '' : 's'}.`);
      return { version, exports: Object.fromEntries(Object.keys(exports).sort().map((key) => [key, exports[key]!])) };
    });
  }
}
