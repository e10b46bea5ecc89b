import path from 'node:path';
import type { Configuration, RuleSetRule } from '@rspack/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRemoteConfig, createShellConfig } from '../../rspack.config.base';
import { devApiUrl, devBanner, overrideLink } from '../../rspack.dev';

const root = path.resolve(import.meta.dirname, '../..');
const catalog = (env: Record<string, unknown>, mode: string) =>
  createRemoteConfig(path.join(root, 'catalog-mfe'))(env, { mode }) as Configuration | Configuration[];
const browserBuild = (config: Configuration | Configuration[]) => (Array.isArray(config) ? config[0]! : config);
const pluginNames = (config: Configuration) => (config.plugins ?? []).map((plugin) => plugin && plugin.constructor.name);
const reactTransform = (config: Configuration) => {
  const rule = config.module!.rules![0] as RuleSetRule & { options: { jsc: { transform: { react: unknown } } } };
  return rule.options.jsc.transform.react;
};
const exposesOf = (config: Configuration) => {
  const federation = config.plugins!.find((plugin) => plugin?.constructor.name === 'ModuleFederationPlugin') as unknown as { _options: { exposes: Record<string, string> } };
  return federation._options.exposes;
};

describe('development builds', () => {
  it('beside the other dev servers: Fast Refresh, development JSX, and a remote socket on its own server', () => {
    const config = browserBuild(catalog({}, 'development'));
    expect(pluginNames(config)).toContain('ReactRefreshRspackPlugin');
    expect(reactTransform(config)).toEqual({ runtime: 'automatic', development: true, refresh: true });
    expect(config.devServer && config.devServer.client).toEqual({ webSocketURL: 'ws://localhost:3001/ws' });
  });

  it("inside a real site: no eval, the production JSX runtime and React's production branches, pages swapped in place", () => {
    const config = browserBuild(catalog({ 'against-site': true, port: '3501', site: 'https://shop.example' }, 'development'));
    expect(config.devtool).toBe('cheap-module-source-map');
    expect(String(config.devtool)).not.toContain('eval');
    expect(pluginNames(config)).not.toContain('ReactRefreshRspackPlugin');
    expect(reactTransform(config)).toEqual({ runtime: 'automatic', development: false, refresh: false });
    expect(config.optimization).toEqual({ nodeEnv: 'production' });
    expect(config.output!.publicPath).toBe('http://localhost:3501/');
    expect(config.devServer).toMatchObject({ port: 3501, client: { webSocketURL: 'ws://localhost:3501/ws' }, allowedHosts: ['localhost', 'shop.example'] });
    for (const file of Object.values(exposesOf(config))) expect(file).toMatch(/node_modules\/\.cache\/hot-pages\/.+\.js$/);
  });

  it("a harness page starts its own entry alone, never the remote's container beside it (two runtimes take each other's hot updates)", () => {
    const html = browserBuild(catalog({}, 'development')).plugins!.find((plugin) => plugin?.constructor.name === 'HtmlRspackPlugin') as unknown as { _args: [{ chunks: string[] }] };
    expect(html._args[0].chunks).toEqual(['main']);
  });

  it('a production build has none of it', () => {
    const remote = browserBuild(catalog({ 'against-site': true, port: '3501' }, 'production'));
    const shell = createShellConfig(path.join(root, 'shell'))({}, { mode: 'production' });
    for (const config of [remote, shell]) {
      expect(config.devtool).toBe('source-map');
      expect(pluginNames(config)).not.toContain('ReactRefreshRspackPlugin');
      expect(reactTransform(config)).toEqual({ runtime: 'automatic' });
    }
    expect(exposesOf(remote)['./CartPage']).toBe('./src/exposes/cart-page.ts');
    expect(remote.output!.publicPath).toBe('auto');
  });

  it('names the site page that opens with the remote in place', () => {
    expect(overrideLink(new URL('http://localhost:8080'), 'catalog_mfe', 3501, '/products')).toBe(
      'http://localhost:8080/products?mf-override=catalog_mfe%40http%3A%2F%2Flocalhost%3A3501%2Fmf-manifest.json',
    );
  });
});

describe('dev ports and the API', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });
  type DevServer = Exclude<Configuration['devServer'], false | undefined>;
  const devServerOf = (config: Configuration) => config.devServer as DevServer;
  const shellDev = () => browserBuild(createShellConfig(path.join(root, 'shell'))({}, { mode: 'development' }));
  const devDocument = async (config: Configuration, route: string) => {
    const middlewares = (devServerOf(config).setupMiddlewares as (middlewares: unknown[]) => Array<{ path?: string; middleware: (request: unknown, response: unknown) => Promise<void> }>)([]);
    let body = '';
    await middlewares.find((entry) => entry.path === route)!.middleware({}, { setHeader: () => undefined, end: (text: string) => (body = text) });
    return JSON.parse(body) as Record<string, unknown>;
  };

  it("move with SHELL_PORT, <REMOTE>_PORT and API_PORT or API_URL, the shell's registry and configuration following", async () => {
    vi.stubEnv('SHELL_PORT', '9080');
    vi.stubEnv('CATALOG_MFE_PORT', '4001');
    vi.stubEnv('API_PORT', '9090');
    const shell = shellDev();
    expect(devServerOf(shell).port).toBe(9080);
    const registry = (await devDocument(shell, '/registry.json')) as { remotes: Record<string, { manifest: string }> };
    expect(registry.remotes.catalog_mfe!.manifest).toBe('http://localhost:4001/mf-manifest.json');
    expect(registry.remotes.content_mfe!.manifest).toBe('http://localhost:3002/mf-manifest.json');
    expect(await devDocument(shell, '/config.json')).toEqual({ apiBaseUrl: 'http://localhost:9090' });
    expect(devServerOf(browserBuild(catalog({}, 'development'))).port).toBe(4001);
  });

  it("with DEV_SITE, run the DEV_REMOTES locally and the rest, and the API, from the site's published versions", async () => {
    vi.stubEnv('DEV_SITE', 'http://localhost:13100');
    vi.stubEnv('DEV_REMOTES', 'catalog-mfe');
    vi.stubEnv('SHELL_PORT', '13150');
    vi.stubEnv('CATALOG_MFE_PORT', '13151');
    const site: Record<string, unknown> = {
      'http://localhost:13100/registry.json': { remotes: { content_mfe: { version: '2.0.0', manifest: 'http://localhost:13102/2.0.0/mf-manifest.json', reportToken: 't', previous: null } } },
      'http://localhost:13100/config.json': { apiBaseUrl: 'http://localhost:13110' },
    };
    vi.stubGlobal('fetch', (url: URL) => Promise.resolve(Response.json(site[url.href])));
    const shell = shellDev();
    const registry = (await devDocument(shell, '/registry.json')) as { remotes: Record<string, unknown> };
    expect(registry.remotes).toEqual({
      catalog_mfe: { version: 'dev', manifest: 'http://localhost:13151/mf-manifest.json', previous: null },
      content_mfe: { version: '2.0.0', manifest: 'http://localhost:13102/2.0.0/mf-manifest.json', previous: null },
    });
    expect(await devDocument(shell, '/config.json')).toEqual({ apiBaseUrl: 'http://localhost:13110' });
  });

  it('are shown in one banner', () => {
    expect(devApiUrl({})).toBe('http://localhost:8090');
    expect(devApiUrl({ API_PORT: '9090', API_URL: 'https://api.example' })).toBe('https://api.example');
    const banner = devBanner([['shell', 8080], ['catalog_mfe', 3001]], 'http://localhost:8090');
    expect(banner).toContain('  site         http://localhost:8080');
    expect(banner).toContain('  catalog_mfe  http://localhost:3001');
    expect(banner).toContain('  api          http://localhost:8090');
  });
});
