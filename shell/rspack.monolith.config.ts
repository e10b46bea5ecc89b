import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Configuration } from '@rspack/core';
import { exposedFileName, exposedModules, remoteDeclaration, remoteNames } from '@storefront/shared/federation';
import { createShellConfig, createShellServerBuild, paintFirstBuild, startUpOff } from '../rspack.config.base';

// `pnpm build:monolith`: the shell with every remote page compiled in, no federation, so the
// benchmark can compare the federated site with the same pages built as one application. Like
// the shell, it is two builds: for browsers, and the server build its pages are rendered with.

const workspaceRoot = path.resolve(__dirname, '..');
const pagesModule = path.join(__dirname, 'src/monolith/remote-pages.js');

/** `<remote>/<Module>` → a lazy import of the exposed module, for every page and slot component. */
function remotePagesSource(): string {
  const modules = remoteNames.flatMap((remote) => exposedModules(remote).map((module) => ({ remote, module })));
  const entries = modules.map(({ remote, module }) => {
    const file = path.join(workspaceRoot, remoteDeclaration(remote).folder, 'src/exposes', `${exposedFileName(module)}.ts`);
    return `  ${JSON.stringify(`${remote}/${module}`)}: () => import(${JSON.stringify(file)}),`;
  });
  return `export const remotePages = {\n${entries.join('\n')}\n};\n`;
}

/** A build of the shell with the pages compiled in: the federation runtime is a stand-in that imports them. */
function withPagesBuiltIn(config: Configuration): Configuration {
  return {
    ...config,
    resolve: {
      ...config.resolve,
      alias: {
        ...(config.resolve?.alias as Record<string, string>),
        '@module-federation/enhanced/runtime$': path.join(__dirname, 'src/monolith/federation-runtime-stub.ts'),
      },
    },
    plugins: [
      ...(config.plugins ?? []).filter((plugin) => !(plugin instanceof ModuleFederationPlugin)),
      new rspack.experiments.VirtualModulesPlugin({ [pagesModule]: remotePagesSource() }),
    ],
  };
}

const shellConfig = createShellConfig(__dirname);

export default (env: unknown, argv: { mode?: string }): Configuration[] => {
  // The monolith is the bench's fixed reference: only the federated shell is built without a mechanism.
  if (startUpOff().size > 0) throw new Error('STARTUP_OFF applies to the shell\'s build (pnpm --filter shell build), not to the monolith.');
  const config = shellConfig(env, argv);
  const browser = withPagesBuiltIn({ ...config, output: { ...config.output, path: path.join(__dirname, 'dist-monolith') } });
  return [browser, withPagesBuiltIn(createShellServerBuild(__dirname, browser)), paintFirstBuild(browser)];
};
