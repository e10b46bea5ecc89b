import { jsonResponse } from '@storefront/shared/testing';
import * as federationRuntime from '@module-federation/enhanced/runtime';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Registry } from '@storefront/shared/federation';
import * as releaseReport from './release-report';
import * as versions from './remote-versions';

const ref = (remote: string, version: string) => ({
  version,
  manifest: `http://cdn.test/${remote}/${version}/mf-manifest.json`,
  reportToken: `token-${remote}-${version}`,
});
// Browsers register a version by its entry script, beside its manifest.
const entry = (remote: string, version: string) => `http://cdn.test/${remote}/${version}/remoteEntry.js`;
const registry = (catalogVersion: string, previous: string | null): Registry => ({
  remotes: {
    catalog_mfe: { ...ref('catalog', catalogVersion), previous: previous ? ref('catalog', previous) : null },
    content_mfe: { ...ref('content', '1'), previous: null },
  },
});

// Each test starts a page (initialiseRemotes): the version state is per page.
const runtime = { registerRemotes: vi.fn() };
const reports = { sendReleaseReport: vi.fn() };

beforeEach(() => {
  runtime.registerRemotes = vi.mocked(vi.spyOn(federationRuntime, 'registerRemotes').mockImplementation(() => undefined));
  reports.sendReleaseReport = vi.mocked(vi.spyOn(releaseReport, 'sendReleaseReport').mockImplementation(() => undefined));
  vi.stubGlobal('location', { ...window.location, reload: vi.fn() });
});

describe('remote versions', () => {
  it('registers each live version by its entry script', () => {
    versions.initialiseRemotes(registry('2', '1'), {});
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [
        { name: 'catalog_mfe', entry: entry('catalog', '2') },
        { name: 'content_mfe', entry: entry('content', '1') },
      ],
      { force: false },
    );
  });

  it('reports each version a page ran, once per page, and a failure of the version in use', () => {
    versions.initialiseRemotes(registry('2', '1'), {});
    versions.markLoaded('catalog_mfe');
    versions.markLoaded('catalog_mfe');
    expect(reports.sendReleaseReport.mock.calls).toEqual([[{ remote: 'catalog_mfe', version: '2', outcome: 'load', token: 'token-catalog-2' }]]);
    versions.reportVersionFailure('catalog_mfe');
    expect(reports.sendReleaseReport).toHaveBeenLastCalledWith({ remote: 'catalog_mfe', version: '2', outcome: 'failure', token: 'token-catalog-2' });
    // On the fallback, a failure counts against the fallback's version, with its own token.
    versions.switchToPrevious('catalog_mfe');
    versions.reportVersionFailure('catalog_mfe');
    expect(reports.sendReleaseReport).toHaveBeenLastCalledWith({ remote: 'catalog_mfe', version: '1', outcome: 'failure', token: 'token-catalog-1' });
    sessionStorage.clear();
  });

  it('starts each page afresh: what an earlier page ran is neither remembered nor compared with', () => {
    versions.initialiseRemotes(registry('2', '1'), {});
    versions.markLoaded('catalog_mfe');
    versions.initialiseRemotes(registry('3', '2'), {});
    expect(versions.ranVersion('catalog_mfe')).toBeUndefined();
    expect(versions.remoteFacts('catalog_mfe').changedSinceLoaded).toBe(false);
    versions.markLoaded('catalog_mfe');
    expect(reports.sendReleaseReport).toHaveBeenLastCalledWith({ remote: 'catalog_mfe', version: '3', outcome: 'load', token: 'token-catalog-3' });
  });

  it('reports nothing of a version the site gave no token for (an override, a preview)', () => {
    const untokened: Registry = { remotes: { catalog_mfe: { version: '2', manifest: ref('catalog', '2').manifest, previous: null } } };
    versions.initialiseRemotes(untokened, {});
    versions.markLoaded('catalog_mfe');
    versions.reportVersionFailure('catalog_mfe');
    expect(reports.sendReleaseReport).not.toHaveBeenCalled();
  });

  it('switches this tab to the previous version and remembers it for the session', () => {
    versions.initialiseRemotes(registry('2', '1'), {});
    expect(versions.remoteFacts('catalog_mfe')).toMatchObject({ hasPrevious: true, onPrevious: false });
    versions.switchToPrevious('catalog_mfe');

    // The reloaded page uses the previous version, and knows it is on it.
    versions.initialiseRemotes(registry('2', '1'), {});
    expect(versions.activeVersion('catalog_mfe')?.version).toBe('1');
    expect(versions.remoteFacts('catalog_mfe')).toMatchObject({ hasPrevious: true, onPrevious: true });
    // Retry forgets the failure and tries the live version again.
    versions.clearFallback('catalog_mfe');
    expect(versions.activeVersion('catalog_mfe')?.version).toBe('2');
    expect(versions.remoteFacts('catalog_mfe').onPrevious).toBe(false);
  });

  it('a new live version is tried again even after its predecessor failed here', () => {
    versions.initialiseRemotes(registry('2', '1'), {});
    versions.switchToPrevious('catalog_mfe');
    // A later page.
    versions.initialiseRemotes(registry('3', '2'), {});
    expect(versions.activeVersion('catalog_mfe')?.version).toBe('3');
    expect(versions.remoteFacts('catalog_mfe').onPrevious).toBe(false);
  });

  it('has nothing to switch to without a previous version', () => {
    versions.initialiseRemotes(registry('2', null), {});
    expect(versions.remoteFacts('catalog_mfe').hasPrevious).toBe(false);
    versions.switchToPrevious('catalog_mfe');
    expect(reports.sendReleaseReport).not.toHaveBeenCalled();
    expect(versions.activeVersion('catalog_mfe')?.version).toBe('2');
  });

  it('re-reads the registry at most once every 15 s and flags loaded remotes that changed', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(registry('3', '2')));
    vi.stubGlobal('fetch', fetchMock);
    versions.initialiseRemotes(registry('2', '1'), {}, 0);
    versions.markLoaded('catalog_mfe');

    expect(await versions.refreshRegistryIfStale(14_000)).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await versions.refreshRegistryIfStale(16_000)).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('/registry.json', { cache: 'no-cache' });
    expect(versions.remoteFacts('catalog_mfe').changedSinceLoaded).toBe(true);
    expect(versions.remoteFacts('content_mfe').changedSinceLoaded).toBe(false);
    expect(await versions.refreshRegistryIfStale(30_000)).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('compares with the version the page ran, so a registry that flips back asks for nothing', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(registry('3', '2')));
    vi.stubGlobal('fetch', fetchMock);
    versions.initialiseRemotes(registry('2', '1'), {}, 0);
    versions.markLoaded('catalog_mfe');
    await versions.refreshRegistryIfStale(20_000);
    expect(versions.remoteFacts('catalog_mfe').changedSinceLoaded).toBe(true);

    fetchMock.mockImplementation(async () => jsonResponse(registry('2', '1')));
    await versions.refreshRegistryIfStale(40_000);
    expect(versions.remoteFacts('catalog_mfe').changedSinceLoaded).toBe(false);
  });

  it('keeps a tab on its fallback while the live version that failed here stays live', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(registry('2', '1'))));
    versions.initialiseRemotes(registry('2', '1'), {}, 0);
    versions.switchToPrevious('catalog_mfe');
    versions.markLoaded('catalog_mfe');
    await versions.refreshRegistryIfStale(20_000);
    expect(versions.remoteFacts('catalog_mfe').changedSinceLoaded).toBe(false);
    sessionStorage.clear();
  });

  it('keeps a remote under an override where it is, whatever the registry says', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(registry('3', '2'))));
    const override = { manifest: 'http://localhost:3001/mf-manifest.json', label: 'http://localhost:3001/mf-manifest.json' };
    versions.initialiseRemotes(registry('2', '1'), { catalog_mfe: override }, 0);
    versions.markLoaded('catalog_mfe');
    await versions.refreshRegistryIfStale(20_000);
    expect(versions.remoteFacts('catalog_mfe').changedSinceLoaded).toBe(false);
  });

  it("runs a preview link's version without reporting it, and follows the site's word on the link", async () => {
    const served = { remote: 'catalog_mfe' as const, version: '2', expiresAt: '2026-12-08T12:00:00.000Z' };
    versions.initialiseRemotes({ ...registry('2', null), preview: served }, {}, 0);
    expect(versions.activePreview()).toEqual(served);
    versions.markLoaded('catalog_mfe');
    versions.reportVersionFailure('catalog_mfe');
    versions.markLoaded('content_mfe');
    // A few reviewers' page loads must not move the figures canaries are judged by.
    expect(reports.sendReleaseReport.mock.calls).toEqual([[{ remote: 'content_mfe', version: '1', outcome: 'load', token: 'token-content-1' }]]);
    // A previewed version was published, not necessarily gated: the runtime keeps its own share checks.
    expect(versions.passedTheGate('catalog_mfe')).toBe(false);
    expect(versions.passedTheGate('content_mfe')).toBe(true);

    // Revoked meanwhile: the next read serves the live version and says why.
    const revoked = { refused: 'revoked', remote: 'catalog_mfe' as const, version: '2' };
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ ...registry('3', '2'), preview: revoked })));
    await versions.refreshRegistryIfStale(20_000);
    expect(versions.previewState()).toEqual(revoked);
    expect(versions.activePreview()).toBeUndefined();
    expect(versions.remoteFacts('catalog_mfe').changedSinceLoaded).toBe(true);
    expect(versions.passedTheGate('catalog_mfe')).toBe(true);
  });

  it('counts a registry that cannot be read as no read', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 503 })));
    versions.initialiseRemotes(registry('2', '1'), {}, 0);
    expect(await versions.refreshRegistryIfStale(20_000)).toBe(false);
    expect(versions.activeVersion('catalog_mfe')?.version).toBe('2');
  });

  it('points a remote not yet loaded at its new version without a reload', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(registry('3', '2'))));
    versions.initialiseRemotes(registry('2', '1'), {}, 0);
    runtime.registerRemotes.mockClear();
    await versions.refreshRegistryIfStale(120_000);
    expect(versions.remoteFacts('catalog_mfe').changedSinceLoaded).toBe(false);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'catalog_mfe', entry: entry('catalog', '3') }], {
      force: true,
    });
  });
});

describe('pagePreloadedRemote', () => {
  it("is true only when the page's HTML preloaded files from the remote's origin", () => {
    versions.initialiseRemotes(registry('2', '1'), {});
    const doc = document.implementation.createHTMLDocument('page');
    expect(versions.pagePreloadedRemote('catalog_mfe', doc)).toBe(false);
    doc.head.insertAdjacentHTML('beforeend', '<link rel="preload" href="http://other.test/x.js" as="script">');
    expect(versions.pagePreloadedRemote('catalog_mfe', doc)).toBe(false);
    doc.head.insertAdjacentHTML('beforeend', '<link rel="preload" href="http://cdn.test/catalog/2/remoteEntry.js" as="script">');
    expect(versions.pagePreloadedRemote('catalog_mfe', doc)).toBe(true);
    expect(versions.pagePreloadedRemote('account_mfe', doc)).toBe(false);
  });
});
