import { createRequire } from 'node:module';
import path from 'node:path';
import type { Configuration, RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { remoteEntryFile } from '@storefront/shared/federation';

// The server build of an app, derived from its browser build: what the site's server renders.
// A remote's goes into `dist/server/` beside its browser build and is published with it; the
// site server registers its `server/remoteEntry.js` at run time (site-server/src/rendering).
// The shell's is the program that renders the page (src/server/server-entry.tsx), in
// `shell/dist/server/`, loaded by the site server from disk.

type SharedConfig = Record<string, { singleton: boolean; requiredVersion: string | false; version: string; eager: boolean }>;

export interface ServerApp {
  name: string;
  /** A remote's public API; absent for the shell. */
  exposes?: Record<string, string>;
  /** The same singletons as the browser build: eager in the shell, never in a remote. */
  shared: SharedConfig;
  /** Module aliases of the browser build that hold on Node too. */
  alias: Record<string, string>;
}

const require = createRequire(import.meta.filename);
// Loads a remote's chunks in Node (over HTTP, beside its entry) and its entry as a script.
const nodeRuntimePlugin = require.resolve('@module-federation/node/runtimePlugin');
const publicPathPlugin = path.join(import.meta.dirname, 'shared/src/federation/server-public-path-plugin.ts');

/** The browser build's rules, with asset files left to the browser build (same names, same URLs). */
function serverRules(browser: Configuration): RuleSetRule[] {
  const rules = (browser.module?.rules ?? []).filter((rule): rule is RuleSetRule => !!rule && typeof rule === 'object');
  return rules.map((rule) => (rule.type === 'asset/resource' ? { ...rule, generator: { emit: false } } : rule));
}

export function serverBuild(browser: Configuration, app: ServerApp): Configuration {
  const isRemote = app.exposes !== undefined;
  const dist = browser.output?.path ?? path.join(String(browser.context), 'dist');
  const common: Configuration = {
    name: 'server',
    // After the browser build, which empties dist/ first.
    dependencies: [String(browser.name)],
    context: browser.context,
    mode: browser.mode,
    devtool: 'source-map',
    target: 'async-node',
    // Node's own values: chunks of the shell are read from beside its bundle.
    node: { __dirname: false, __filename: false },
    resolve: { extensions: browser.resolve?.extensions, alias: app.alias },
    module: { rules: serverRules(browser) },
    // Readable stack traces in the server's logs; nothing is downloaded by visitors.
    optimization: { minimize: false },
    performance: false,
  };
  if (isRemote) {
    return {
      ...common,
      entry: {},
      output: {
        // Beside the browser build under server/: chunk names carry the folder, so the page's
        // files resolve from the version's folder, which the container learns at run time
        // (server-public-path-plugin.ts); image URLs are then the browser build's own.
        path: dist,
        publicPath: '',
        uniqueName: app.name,
        filename: 'server/[name].js',
        chunkFilename: 'server/[name].[contenthash:10].js',
        assetModuleFilename: browser.output?.assetModuleFilename,
        clean: false,
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          filename: `server/${remoteEntryFile}`,
          exposes: app.exposes,
          remotes: {},
          shared: app.shared,
          shareStrategy: 'loaded-first',
          library: { type: 'commonjs-module' },
          remoteType: 'script',
          runtimePlugins: [nodeRuntimePlugin, publicPathPlugin],
          manifest: false,
          dts: false,
          experiments: { asyncStartup: true },
        }),
      ],
    };
  }
  return {
    ...common,
    entry: { 'shell-server': './src/server/server-entry.tsx' },
    output: {
      path: path.join(dist, 'server'),
      publicPath: browser.output?.publicPath,
      uniqueName: `${app.name}_server`,
      // CommonJS in a package of ES modules: the site server require()s it.
      filename: '[name].cjs',
      chunkFilename: '[name].[contenthash:10].cjs',
      assetModuleFilename: browser.output?.assetModuleFilename,
      library: { type: 'commonjs2' },
      clean: true,
    },
    plugins: [
      new ModuleFederationPlugin({
        name: app.name,
        remotes: {},
        shared: app.shared,
        shareStrategy: 'loaded-first',
        remoteType: 'script',
        runtimePlugins: [nodeRuntimePlugin],
        manifest: false,
        dts: false,
      }),
    ],
  };
}
