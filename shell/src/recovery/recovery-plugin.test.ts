import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberIntegrity } from '../runtime/remote-integrity';
import * as versions from '../runtime/remote-versions';
import * as recovery from './page-recovery';
import { recoveryPlugin } from './recovery-plugin';

type Hooks = Required<ReturnType<typeof recoveryPlugin>>;
const plugin = recoveryPlugin() as Hooks;
const failure = (id: string, lifecycle = 'onLoad') =>
  plugin.errorLoadRemote({ id, error: new Error('404'), from: 'runtime', lifecycle } as Parameters<Hooks['errorLoadRemote']>[0]);
const loaded = (id: string, exposeModule: unknown) =>
  plugin.onLoad({ id, exposeModule } as Parameters<Hooks['onLoad']>[0]);

beforeEach(() => {
  vi.spyOn(recovery, 'reportFailure').mockImplementation(() => undefined);
  vi.spyOn(versions, 'markLoaded').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('recoveryPlugin', () => {
  it("reports a page that could not load to the page's recovery, and hands the runtime a stand-in", async () => {
    const standIn = (await failure('catalog_mfe/CartPage')) as { default: unknown };
    expect(recovery.reportFailure).toHaveBeenCalledWith({ remote: 'catalog_mfe', module: 'CartPage' }, 'load');
    expect(typeof standIn.default).toBe('function');
  });

  it('leaves failures that are not a page load to the runtime', async () => {
    expect(await failure('@storefront/shared/widgets', 'beforeLoadShare')).toBeUndefined();
    expect(await failure('unknown_mfe/Page')).toBeUndefined();
    // A slot's component: the slot shows the shell's fallback, the tab is not reloaded for it.
    expect(await failure('catalog_mfe/HeaderSearch')).toBeUndefined();
    expect(recovery.reportFailure).not.toHaveBeenCalled();
  });

  it('accepts a page module and notes its remote as loaded in this tab', () => {
    loaded('content_mfe/HomePage', { default: () => null });
    expect(versions.markLoaded).toHaveBeenCalledWith('content_mfe');
  });

  it('refuses a module without a component, so it counts as a failed load', () => {
    expect(() => loaded('content_mfe/HomePage', { notAComponent: true })).toThrow('content_mfe/HomePage has no page component');
    expect(() => loaded('content_mfe/HomePage', null)).toThrow();
    expect(versions.markLoaded).not.toHaveBeenCalled();
  });

  it('loads a published entry only with the integrity recorded at publishing, so a changed one is refused by the browser', () => {
    const manifest = 'http://cdn.test/catalog-mfe/0.1.0-abc/mf-manifest.json';
    rememberIntegrity({ version: '0.1.0-abc', manifest, integrity: { manifest: 'sha256-bWFu', entry: 'sha256-ZW50' } });
    const script = plugin.createScript({ url: 'http://cdn.test/catalog-mfe/0.1.0-abc/remoteEntry.js' }) as HTMLScriptElement;
    expect(script.integrity).toBe('sha256-ZW50');
    expect(script.crossOrigin).toBe('anonymous');
    // A developer's own build is nothing the site published: the runtime makes its script itself.
    expect(plugin.createScript({ url: 'http://localhost:3001/remoteEntry.js' })).toBeUndefined();
  });
});
