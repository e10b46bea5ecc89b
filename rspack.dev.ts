import path from 'node:path';
import type { Compiler, Configuration } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { isRemoteName, remoteDeclaration } from '@storefront/shared/federation';
import { hotPageExposes } from './rspack.hot-pages';

/**
 * Where a development build runs:
 * - `dev-servers`: beside the other development servers (`pnpm dev`, a remote's harness), whose
 *   shell provides development React: React Fast Refresh keeps component state through edits;
 * - `site`: one remote inside a real site (`dev:against-site`), whose shell provides production
 *   React and whose policy refuses eval: no eval source maps, the production JSX runtime (the
 *   development one needs development React), and each page swapped in place on an edit.
 */
export type DevTarget = 'dev-servers' | 'site';

/** What `rspack serve --env …` says (rspack passes `--env a=b` as `{ a: 'b' }`, `--env a` as `{ a: true }`). */
export interface DevEnv {
  'against-site'?: boolean | string;
  /** The dev server's port instead of the contract's (`--env port=3501`). */
  port?: string;
  /** The site the remote is developed against (`--env site=https://staging.example`). */
  site?: string;
}

export const DEFAULT_SITE = 'http://localhost:8080';

/** The API the dev servers' pages call: API_URL, else a local API on API_PORT (8090 by default). */
export function devApiUrl(environment: Readonly<Record<string, string | undefined>>): string {
  return environment.API_URL || `http://localhost:${environment.API_PORT || 8090}`;
}

/**
 * One banner for `pnpm dev`: where the site, each remote and the API are. A remote in `published`
 * comes from a site's published versions (DEV_SITE) and says which; the others are local.
 */
export function devBanner(ports: ReadonlyArray<[name: string, port: number]>, apiUrl: string, published: Readonly<Record<string, string>> = {}): string {
  const [[, sitePort] = ['', 0], ...remotes] = ports;
  const rows = [
    ['site', `http://localhost:${sitePort}`],
    ...remotes.map(([name, port]) => [name, published[name] ?? `http://localhost:${port}`]),
    ['api', apiUrl],
  ];
  const width = Math.max(...rows.map(([name]) => name!.length));
  const settings = 'SHELL_PORT, <REMOTE>_PORT, API_PORT or API_URL, DEV_REMOTES with DEV_SITE';
  return ['', `Storefront development servers (${settings}):`, ...rows.map(([name, url]) => `  ${name!.padEnd(width)}  ${url}`), ''].join('\n');
}

export function devTarget(env: unknown): DevTarget {
  return (env as DevEnv | undefined)?.['against-site'] ? 'site' : 'dev-servers';
}

export function devPort(env: unknown, fallback: number): number {
  const port = Number((env as DevEnv | undefined)?.port ?? fallback);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`--env port must be a port number, not "${String((env as DevEnv).port)}".`);
  return port;
}

/** The site's address: `--env site=…`, else a local `pnpm start`. */
export function devSite(env: unknown): URL {
  return new URL((env as DevEnv | undefined)?.site ?? DEFAULT_SITE);
}

/** The JSX transform: development JSX and Fast Refresh's registrations beside the dev servers only. */
export function devReactTransform(target: DevTarget | undefined) {
  const refresh = target === 'dev-servers';
  return { runtime: 'automatic' as const, development: refresh, refresh };
}

/** The address a development remote's pages open the real site with, overriding that remote. */
export function overrideLink(site: URL, remote: string, port: number, pagePath: string): string {
  const link = new URL(pagePath, site);
  link.searchParams.set('mf-override', `${remote}@http://localhost:${port}/mf-manifest.json`);
  return link.href;
}

/** The site's page of the remote's first page, with the remote overridden. */
function firstPageLink(site: URL, name: string, port: number): string {
  const first = isRemoteName(name) ? remoteDeclaration(name).pages[0] : undefined;
  return overrideLink(site, name, port, first ? (first.example ?? first.path) : '/');
}

/** Every entry starts, after Fast Refresh's runtime, with the hook keeping its renderers (see the file). */
const recordReactRenderers = {
  apply(compiler: Compiler) {
    const file = path.join(import.meta.dirname, 'shared/src/dev-harness/record-react-renderers.ts');
    new compiler.rspack.EntryPlugin(compiler.context, file, { name: undefined }).apply(compiler);
  },
};

/** Says, once the first build is ready, where to open the site with this remote in place. */
function announce(link: string) {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.done.tap('storefront-override-link', (stats) => {
        if (!stats.hasErrors()) console.log(`\nThe site with this remote in place (hot reload on):\n  ${link}\n`);
      });
    },
  };
}

interface DevOptions {
  dir: string;
  name: string;
  port: number;
  isRemote: boolean;
  exposes?: Record<string, string>;
}

/**
 * The parts of a development build that depend on where it runs. Production builds never call
 * this: nothing here reaches a released file.
 */
export function devSettings(target: DevTarget, options: DevOptions, env: unknown) {
  const socket = `ws://localhost:${options.port}/ws`;
  if (target === 'dev-servers') {
    return {
      devtool: 'eval-cheap-module-source-map' as const,
      // One refresh runtime per app, namespaced by its uniqueName, each registering its own modules.
      plugins: [new ReactRefreshRspackPlugin({ library: options.name }), recordReactRenderers],
      exposes: options.exposes,
      // A remote's code runs in the shell's page: its socket is on its own server, not the page's.
      client: options.isRemote ? { webSocketURL: socket } : undefined,
      allowedHosts: undefined,
      open: false,
      optimization: undefined,
    } satisfies Partial<Configuration> & Record<string, unknown>;
  }
  const link = firstPageLink(devSite(env), options.name, options.port);
  return {
    devtool: 'cheap-module-source-map' as const,
    plugins: [announce(link)],
    // A developer's browser opens on it; a CI run or a script (no terminal) does not.
    open: !process.env.CI && process.stdout.isTTY ? link : false,
    exposes: options.exposes && hotPageExposes(options.dir, options.exposes),
    client: { webSocketURL: socket, overlay: false },
    // The socket's Origin is the site's.
    allowedHosts: ['localhost', devSite(env).hostname],
    // The site's React is its production build: the remote's own code takes the same branches.
    optimization: { nodeEnv: 'production' },
  } satisfies Partial<Configuration> & Record<string, unknown>;
}
