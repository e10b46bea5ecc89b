import { createRequire } from 'node:module';
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { rspack, type Compiler, type Configuration, type RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import {
  devPortOf,
  devPorts,
  exposesOf,
  findRemote,
  onDemandSingletons,
  remoteDeclaration,
  remoteEntryFile,
  remoteTitle,
  shell,
  singletons,
} from '@storefront/shared/federation';
import { RecordSharedExportsPlugin, RecordSharedImportsPlugin } from './rspack.shared-api';
import { serverBuild } from './rspack.server';
import { devApiUrl, devBanner, devPort, devReactTransform, devSettings, devTarget, type DevTarget } from './rspack.dev';
import { partialDevFromEnv, partialRegistry, publishedRows, siteApiUrl, siteRegistry } from './rspack.partial-dev';

/** What an app's build needs to know about itself; everything else is common. */
interface AppOptions {
  /** The app's folder. */
  dir: string;
  /** Federation container name, a snake_case identifier such as `<name>_mfe`. */
  name: string;
  /** Port of the dev server. */
  port: number;
  /**
   * Page title of the app's own HTML (a remote's standalone harness). The shell's pages have none:
   * each page renders its own, and a second one would be what crawlers read first.
   */
  title?: string;
  /** A remote's public API: exposed module name → file. Absent for the host. */
  exposes?: Record<string, string>;
  /** JSON documents the dev server answers (the shell's registry and runtime configuration), or what makes them on each request. */
  devDocuments?: Record<string, unknown>;
  /** What the dev server prints once it listens (the shell's: every dev server and the API). */
  devBanner?: () => string | Promise<string>;
}

/**
 * Each remote's singleton requires the version the remote was built against (same major, this or
 * newer); the release gate and the runtime check it against the shell's. The shell provides them
 * eagerly, in its first script, except the on-demand ones, and requires nothing: it is the first
 * to consume its own versions, and each check would build its version patterns anew while the
 * page starts (about 15 ms on a mid-range phone, for every singleton together).
 */
function sharedSingletons(dir: string, isHost: boolean, eagerOnDemand = false) {
  const require = createRequire(path.join(dir, 'package.json'));
  const versionOf = (name: string): string => {
    const manifest = require(`${name}/package.json`) as { version: string };
    return manifest.version;
  };
  return Object.fromEntries(
    singletons.map((key) => {
      // 'react-dom/' → react-dom, '@storefront/shared/router' → @storefront/shared.
      const segments = key.split('/').filter(Boolean);
      const packageName = segments.slice(0, key.startsWith('@') ? 2 : 1).join('/');
      const version = versionOf(packageName);
      const eager = isHost && (eagerOnDemand || !onDemandSingletons.includes(key));
      const requiredVersion: string | false = isHost ? false : `^${version}`;
      return [key, { singleton: true, requiredVersion, version, eager }];
    }),
  );
}

/** TypeScript and JSX; a development build's JSX depends on where it runs (rspack.dev.ts). */
const scriptRule = (dev?: DevTarget): RuleSetRule => ({
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: dev ? devReactTransform(dev) : { runtime: 'automatic' } },
    },
    env: { targets: 'chrome >= 109, firefox >= 115, safari >= 15.4' },
  },
  type: 'javascript/auto',
});
const typescriptRule = scriptRule();

/**
 * react-router's package exports name only its development build (warnings, checks); the
 * production build sits beside it and is a third smaller, so production builds use it.
 */
function productionRouterAliases(): Record<string, string> {
  // Only the shared package imports the router (see shared/src/router).
  const require = createRequire(path.join(import.meta.dirname, 'shared/package.json'));
  const routerDist = path.join(
    path.dirname(require.resolve('react-router/package.json')),
    'dist/production',
  );
  return {
    'react-router$': path.join(routerDist, 'index.mjs'),
    'react-router/dom$': path.join(routerDist, 'dom-export.mjs'),
  };
}

/**
 * The federation plugin injects its runtime packages through `require`, which resolves their
 * CommonJS builds: those cannot be tree-shaken and carry Node-only code (module loading from
 * disk) into the browser. Each has an ES module build beside it; aliasing every one of them,
 * followed from the plugin down as it resolves them, makes the runtime a third smaller.
 */
function federationEsmAliases(): Record<string, string> {
  const aliases: Record<string, string> = {};
  const aliasToEsm = (name: string, from: NodeRequire): NodeRequire => {
    const cjs = from.resolve(name);
    let dir = path.dirname(cjs);
    while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      exports: { '.': { import: { default: string } } };
    };
    const esm = path.join(dir, manifest.exports['.'].import.default);
    aliases[`${name}$`] = esm;
    aliases[cjs] = esm;
    return createRequire(path.join(dir, 'package.json'));
  };
  const plugin = createRequire(createRequire(import.meta.filename).resolve('@module-federation/enhanced/rspack'));
  const tools = aliasToEsm('@module-federation/runtime-tools', plugin);
  const bundlerRuntime = aliasToEsm('@module-federation/webpack-bundler-runtime', tools);
  const runtime = aliasToEsm('@module-federation/runtime', bundlerRuntime);
  const core = aliasToEsm('@module-federation/runtime-core', runtime);
  aliasToEsm('@module-federation/sdk', core);
  aliasToEsm('@module-federation/error-codes', core);
  // The plugin that hands the shell's runtime to the remotes (`provideExternalRuntime`).
  aliasToEsm('@module-federation/inject-external-runtime-core-plugin', createRequire(plugin.resolve('@module-federation/rspack')));
  return aliases;
}

/**
 * V8's explicit compile hint at the top of each of the given files: Chromium then compiles the
 * whole file on a background thread as it downloads, instead of each function on the main thread
 * when it is first called. Only for files whose functions nearly all run while a page starts
 * (the shell's first script); code loaded later keeps lazy compilation. To other engines it is a comment.
 */
function eagerCompileHint(files: RegExp) {
  return new rspack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    include: files,
    // After minifying (which drops comments), before source maps and content hashes.
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}

/**
 * The start-up mechanisms a build can leave out, to measure what each one is worth
 * (`STARTUP_OFF=paint-first,compile-hints pnpm --filter shell build`; docs/performance.md):
 *
 * - `paint-first`: no paint-first script (decision 10): the server's pages name the shell's
 *   scripts and the route's hints in their head, and start at once;
 * - `compile-hints`: no V8 compile hint on the first script's files (decision 11);
 * - `phased-start`: the shell imports its bootstrap at once, without the start-up steps and the
 *   Chakra system built in phases (decision 12);
 * - `chakra-patch`: the Chakra system as the unpatched package builds it: in one go, its global
 *   styles computed with it (decision 12; the patch stays installed: shared/src/ui/system.ts
 *   does without what it adds).
 *
 * Only the shell's build reads it, and writes to `dist-variants/<switches>/` instead of `dist/`.
 */
export const STARTUP_SWITCHES = ['paint-first', 'compile-hints', 'phased-start', 'chakra-patch'] as const;
export type StartUpSwitch = (typeof STARTUP_SWITCHES)[number];

/** The switches STARTUP_OFF names, checked; none when it is absent or empty. */
export function startUpOff(value = process.env.STARTUP_OFF): Set<StartUpSwitch> {
  const names = (value ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  for (const name of names) {
    if (!(STARTUP_SWITCHES as readonly string[]).includes(name)) {
      throw new Error(`STARTUP_OFF: "${name}" is none of ${STARTUP_SWITCHES.join(', ')}.`);
    }
  }
  return new Set(names as StartUpSwitch[]);
}

/** The folder of a shell built without `off`, under the shell's folder: `dist-variants/paint-first+compile-hints`. */
export function variantDist(off: ReadonlySet<StartUpSwitch>): string {
  return path.join('dist-variants', STARTUP_SWITCHES.filter((name) => off.has(name)).join('+'));
}

/**
 * The constant the shell's start code reads (`__STARTUP_OFF__`, declared in
 * shared/src/runtime/startup-off.ts): false in every build but a variant's, so the minifier drops
 * the variant's code from the site's own.
 */
function startUpOffConstant(off: ReadonlySet<StartUpSwitch>) {
  return new rspack.DefinePlugin({
    __STARTUP_OFF__: { phasedStart: String(off.has('phased-start')), chakraPatch: String(off.has('chakra-patch')) },
  });
}

function createConfig(options: AppOptions) {
  return (env: unknown, argv: { mode?: string }): Configuration => {
    const production = (argv.mode ?? process.env.NODE_ENV) !== 'development';
    const isRemote = options.exposes !== undefined;
    const dev = production ? undefined : devTarget(env);
    const port = production ? options.port : devPort(env, options.port);
    const devOnly = dev && devSettings(dev, { ...options, port, isRemote }, env);
    // A remote's release is its container alone (entry, chunks, manifest). Its standalone harness
    // (src/dev) is for `pnpm --filter <remote> dev` only, so it never shares chunks with the pages.
    const hasPage = !(isRemote && production);
    // Remotes have no start-up of their own: the shell's build alone has variants.
    const off = isRemote ? new Set<StartUpSwitch>() : startUpOff();
    return {
      name: 'browser',
      context: options.dir,
      mode: production ? 'production' : 'development',
      devtool: devOnly ? devOnly.devtool : 'source-map',
      entry: hasPage ? { main: './src/index.ts' } : {},
      output: {
        path: path.join(options.dir, off.size > 0 ? variantDist(off) : 'dist'),
        // A remote is loaded from another origin and resolves its chunks against its own URL;
        // the shell serves deep links such as /products/details/7 and needs absolute paths.
        // In development a remote's dev server is its only origin: absolute URLs let its harness
        // serve deep links (/products/details/7) as well as the shell.
        publicPath: isRemote ? (production ? 'auto' : `http://localhost:${port}/`) : '/',
        uniqueName: options.name,
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: production
          ? 'assets/[name].[contenthash:10][ext]'
          : 'assets/[name][ext]',
        clean: true,
        // A chunk that never arrives fails after 20 s (not the default 120 s), like a remote's
        // entry and manifest: the page area then offers Retry instead of a skeleton for ever.
        chunkLoadTimeout: 20_000,
        // Released chunks load with Subresource Integrity, which needs CORS requests.
        crossOriginLoading: isRemote && production ? 'anonymous' : false,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
        alias: { ...(production ? productionRouterAliases() : {}), ...federationEsmAliases() },
      },
      module: {
        rules: [scriptRule(dev), { test: /\.(svg|png|jpe?g|webp|avif)$/, type: 'asset/resource' }],
      },
      plugins: [
        // A released remote's entry carries each chunk's SHA-256: a chunk changed or cut short
        // after the build is refused by the browser, never run. SHA-256, as publishing records
        // them, so the page's preload hints carry the same values and are reused.
        isRemote && production && new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha256'] }),
        // What the release gate needs to know of the shared package (rspack.shared-api.ts).
        production && (isRemote ? new RecordSharedImportsPlugin(path.join(options.dir, 'src')) : new RecordSharedExportsPlugin(options.dir)),
        // The shell's first script (one file, `main`), in the monolith too (decision 11).
        hasPage && production && !off.has('compile-hints') && eagerCompileHint(/^main\.\w+\.js$/),
        startUpOffConstant(off),
        hasPage &&
          new rspack.HtmlRspackPlugin({
            template: path.join(import.meta.dirname, 'shared/index.html'),
            title: options.title ?? '',
            favicon: path.join(import.meta.dirname, 'shared/favicon.svg'),
            // The page's own entry only: a remote's harness loading its container too would run
            // two runtimes of one uniqueName, which take each other's hot updates.
            chunks: ['main'],
          }),
        ...(devOnly?.plugins ?? []),
        new ModuleFederationPlugin({
              name: options.name,
              filename: isRemote ? remoteEntryFile : undefined,
              exposes: devOnly ? devOnly.exposes : options.exposes,
              // Remotes are registered at run time from the registry document, never compiled in.
              remotes: {},
              // The shell provides every shared library from its first script: the visitor's
              // browser needs them all before anything renders, so they come in one request
              // with no round trip between the shell's code and its libraries.
              shared: sharedSingletons(options.dir, !isRemote),
              shareStrategy: 'loaded-first',
              manifest: true,
              dts: false,
              // The shell carries the federation runtime once; a production remote entry uses
              // it instead of bundling its own copy (a remote's dev harness keeps its own).
              // `target: 'web'` drops the runtime's Node-only branches. The shell registers
              // remotes by their entry scripts, never by manifest (shell/src/runtime/remote-versions.ts),
              // so the runtime's manifest snapshot and asset-preload plugins are dropped
              // (`disableSnapshot`), and a remote, which consumes no remotes, drops the code
              // that loads them (`disableRemote`). The server builds (rspack.server.ts) keep theirs.
              experiments: isRemote
                ? { externalRuntime: production, optimization: { target: 'web', disableSnapshot: true, disableRemote: true } }
                : { provideExternalRuntime: true, optimization: { target: 'web', disableSnapshot: true } },
            }),
      ],
      devServer: {
        port,
        historyApiFallback: true,
        hot: true,
        client: devOnly?.client,
        allowedHosts: devOnly?.allowedHosts,
        open: devOnly?.open,
        headers: { 'Access-Control-Allow-Origin': '*' },
        onListening: options.devBanner && (() => void Promise.resolve(options.devBanner!()).then(console.log, console.error)),
        setupMiddlewares: (middlewares) => [
          ...Object.entries(options.devDocuments ?? {}).map(([route, document]) => ({
            name: `document ${route}`,
            path: route,
            middleware: async (_request: unknown, response: ServerResponse) => {
              response.setHeader('Content-Type', 'application/json');
              response.setHeader('Cache-Control', 'no-cache');
              try {
                response.end(JSON.stringify(typeof document === 'function' ? await (document as () => Promise<unknown>)() : document));
              } catch (error) {
                // The site a partial dev shell reads from did not answer: say so where the page asks.
                response.statusCode = 502;
                response.end(JSON.stringify({ error: String(error) }));
              }
            },
          })),
          ...middlewares,
        ],
      },
      // A released remote's page is one chunk: a page loads its own code in one request, after
      // the entry, rather than its chunk and the chunks it shares with the remote's other pages
      // (a request each, on the way to hydration). Code two pages share is in both.
      optimization: isRemote && production ? { splitChunks: false } : devOnly?.optimization,
      performance: false,
      // Lazy compilation breaks federated dev builds (a remote's chunks are requested by the shell).
      lazyCompilation: false,
    };
  };
}

/**
 * A production build is two: the browser build and, beside it, the server build the site's
 * server renders with (rspack.server.ts). Development serves the browser build alone.
 */
function withServerBuild(options: AppOptions) {
  const browserConfig = createConfig(options);
  return (env: unknown, argv: { mode?: string }): Configuration | Configuration[] => {
    const browser = browserConfig(env, argv);
    if (browser.mode !== 'production') return browser;
    const server = serverBuild(browser, {
      name: options.name,
      exposes: options.exposes,
      shared: sharedSingletons(options.dir, !options.exposes, true),
      alias: productionRouterAliases(),
    });
    // The same start-up constant as the browser build (the server renders with the shared package).
    server.plugins = [...(server.plugins ?? []), startUpOffConstant(options.exposes ? new Set() : startUpOff())];
    return [browser, server];
  };
}

/**
 * The one script a server-rendered page starts with (shell/src/paint-first.ts), built on its own
 * after the shell's browser and server builds, into the browser build's folder: in the shell's
 * build, federation would put its runtime and every shared library in it. Its tag (its name is
 * hashed) is in `server/paint-first.html`, for the site's server only (the folder is served to nobody).
 */
export function paintFirstBuild(browser: Configuration): Configuration {
  return {
    name: 'paint-first',
    // After the server build, which empties server/ as it starts.
    dependencies: [browser.name!, 'server'],
    context: browser.context,
    mode: browser.mode,
    devtool: false,
    entry: { 'paint-first': './src/paint-first-entry.ts' },
    output: { path: browser.output!.path, publicPath: '/', filename: '[name].[contenthash:10].js', clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [typescriptRule] },
    plugins: [new rspack.HtmlRspackPlugin({ filename: 'server/paint-first.html', templateContent: '', inject: 'head' })],
  };
}

/** A remote's build: everything about it comes from its entry in the federation contract. */
export function createRemoteConfig(dir: string) {
  const folder = path.basename(dir);
  const name = findRemote(folder);
  if (!name) throw new Error(`${folder} is not a remote of the federation contract (shared/src/federation/contract.ts).`);
  const port = devPortOf(remoteDeclaration(name), process.env);
  return withServerBuild({ dir, name, port, title: `${remoteTitle(name)} (standalone)`, exposes: exposesOf(name) });
}

/**
 * The shell. Its dev server names the remotes' dev servers and the local API; with DEV_SITE, only
 * the DEV_REMOTES are local and the rest, and the API, are the site's (rspack.partial-dev.ts).
 */
function shellOptions(dir: string): AppOptions {
  const { local, site } = partialDevFromEnv(process.env);
  const localManifests = Object.fromEntries(
    local.map((name) => [name, `http://localhost:${devPortOf(remoteDeclaration(name), process.env)}/mf-manifest.json`]),
  );
  const port = devPortOf(shell, process.env);
  if (!site) {
    const apiBaseUrl = devApiUrl(process.env);
    return {
      dir,
      name: shell.name,
      port,
      devDocuments: { '/registry.json': partialRegistry({ remotes: {} }, localManifests), '/config.json': { apiBaseUrl } },
      devBanner: () => devBanner(devPorts(process.env), apiBaseUrl),
    };
  }
  const apiBaseUrl = () => (process.env.API_URL ? Promise.resolve(process.env.API_URL) : siteApiUrl(site));
  return {
    dir,
    name: shell.name,
    port,
    devDocuments: {
      '/registry.json': async () => partialRegistry(await siteRegistry(site), localManifests),
      '/config.json': async () => ({ apiBaseUrl: await apiBaseUrl() }),
    },
    devBanner: async () => devBanner(devPorts(process.env), await apiBaseUrl(), publishedRows(await siteRegistry(site), local, site)),
  };
}

/** The shell's browser build alone (what the monolith build starts from). */
export function createShellConfig(dir: string) {
  return createConfig(shellOptions(dir));
}

/** The shell's builds: for browsers, and the page renderer of the site's server. */
export function createShellBuilds(dir: string) {
  const builds = withServerBuild(shellOptions(dir));
  return (env: unknown, argv: { mode?: string }) => {
    const configs = builds(env, argv);
    if (!Array.isArray(configs)) return configs;
    // Without paint-first there is no server/paint-first.html: the site server puts the scripts in the head.
    return startUpOff().has('paint-first') ? configs : [...configs, paintFirstBuild(configs[0]!)];
  };
}

/** The shell's server build beside a browser build of it (the monolith's derives from its own). */
export function createShellServerBuild(dir: string, browser: Configuration): Configuration {
  const server = serverBuild(browser, { name: shell.name, shared: sharedSingletons(dir, true, true), alias: productionRouterAliases() });
  return { ...server, plugins: [...(server.plugins ?? []), startUpOffConstant(startUpOff())] };
}

/** Writes the scripts the entries start, in order, as a JSON list of paths: `file` in the build. */
function recordEntryScripts(file: string) {
  const name = 'storefront-entry-scripts';
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        // At the report stage: the files have their final, content-hashed names.
        compilation.hooks.processAssets.tap({ name, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
          const scripts = [...compilation.entrypoints.values()].flatMap((entrypoint) => entrypoint.getFiles()).filter((script) => script.endsWith('.js'));
          compilation.emitAsset(file, new rspack.sources.RawSource(JSON.stringify(scripts.map((script) => `/${script}`))));
        });
      });
    },
  };
}

/**
 * An app that is not federated (the release console): one entry, its own copy of every library,
 * content-hashed scripts under `assets/`, and no HTML of its own: its server writes the page
 * (with a nonce for each answer) from the list of entry scripts, a JSON file named `scriptsFile`.
 */
export function createStandaloneAppConfig(dir: string, { entry, scriptsFile }: { entry: string; scriptsFile: string }) {
  return (_env: unknown, argv: { mode?: string }): Configuration => {
    const production = (argv.mode ?? process.env.NODE_ENV) !== 'development';
    return {
      name: 'browser',
      context: dir,
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      entry: { main: entry },
      output: {
        path: path.join(dir, 'dist'),
        publicPath: '/',
        filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
        chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
        clean: true,
      },
      resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'], alias: production ? productionRouterAliases() : {} },
      module: { rules: [typescriptRule] },
      plugins: [startUpOffConstant(new Set()), recordEntryScripts(scriptsFile)],
      performance: false,
    };
  };
}
