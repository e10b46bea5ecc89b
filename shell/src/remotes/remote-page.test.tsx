import type { Registry } from '@storefront/shared/federation';
import { AppProviders } from '@storefront/shared';
import { createTestQueryClient, jsonResponse, MemoryRouter, renderWithProviders } from '@storefront/shared/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import * as federationRuntime from '@module-federation/enhanced/runtime';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import * as prefetch from '../runtime/prefetch-catalogue';
import * as preload from '../runtime/preload-remotes';
import * as reports from '../runtime/release-report';
import { initialiseRemotes, markLoaded, refreshRegistryIfStale } from '../runtime/remote-versions';
import { loadRemotePageFor } from './load-remote-page';
import { RemotePage } from './remote-page';
import { RenderedPageContext, type RenderedPage } from './rendered-page';
import * as firstRender from './site-shown';

const runtime = {} as { loadRemote: MockInstance<(id: string) => unknown> };

// Each test renders its own page module: recovery state is kept per page for the whole tab.
const target = (module: string) => ({ remote: 'catalog_mfe', module }) as const;
const version = (number: string) => ({ version: number, manifest: `http://cdn.test/catalog/${number}/mf-manifest.json`, reportToken: `token-${number}` });
const registry = (live: string, previous: string | null): Registry => ({
  remotes: { catalog_mfe: { ...version(live), previous: previous ? version(previous) : null } },
});

beforeEach(() => {
  runtime.loadRemote = vi.spyOn(federationRuntime, 'loadRemote').mockImplementation(() => undefined as never) as unknown as typeof runtime.loadRemote;
  vi.spyOn(federationRuntime, 'registerRemotes').mockImplementation(() => undefined);
  vi.spyOn(reports, 'sendReleaseReport').mockImplementation(() => undefined);
  // Prefetching the catalogue and every remote have tests of their own; here they would run on into
  // later test files, whose fetch stubs would record the catalogue's request as their page's.
  vi.spyOn(prefetch, 'prefetchCatalogueWhenIdle').mockImplementation(() => undefined);
  vi.spyOn(preload, 'preloadRemotesWhenIdle').mockImplementation(() => undefined);
  // Each page area here is on the site's first render, whichever file's layout marked the site
  // shown before (it stays so as long as the page); route changes are route-change-wait's.
  vi.spyOn(firstRender, 'siteShown').mockReturnValue(false);
  initialiseRemotes(registry('2', null), {}, 0);
  vi.stubGlobal('location', { ...window.location, reload: vi.fn() });
  // The failure cases log the caught error; the assertions are about what the visitor sees.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

async function renderPage(module: string) {
  await act(async () => {
    renderWithProviders(<RemotePage target={target(module)} />);
  });
}

describe('RemotePage', () => {
  it('shows a skeleton, then the remote page', async () => {
    let arrive: (module: unknown) => void = () => undefined;
    runtime.loadRemote.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    await renderPage('First');
    expect(screen.getByRole('status')).toHaveTextContent('Loading page');
    await act(async () => arrive({ default: () => <h1>Remote cart</h1> }));
    expect(screen.getByRole('heading', { name: 'Remote cart' })).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledWith('catalog_mfe/First');
  });

  it('says the part is unavailable when the remote cannot load, and Retry loads it again', async () => {
    runtime.loadRemote
      .mockRejectedValueOnce(new Error('Failed to fetch remoteEntry.js'))
      .mockResolvedValueOnce({ default: () => <h1>Back again</h1> });
    await renderPage('Second');
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the site is unavailable right now.');
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('says the part is unavailable when the runtime throws instead of answering (not set up)', async () => {
    runtime.loadRemote.mockImplementation(() => {
      throw new Error('Please call init first');
    });
    await renderPage('Thrown');
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the site is unavailable right now.');
  });

  it('contains a remote page that throws while rendering, and Retry renders it again', async () => {
    let broken = true;
    runtime.loadRemote.mockResolvedValue({
      default: () => {
        if (broken) throw new Error('render failure');
        return <h1>Rendered</h1>;
      },
    });
    await renderPage('Third');
    expect(await screen.findByRole('alert')).toHaveTextContent('unavailable');
    broken = false;
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('heading', { name: 'Rendered' })).toBeInTheDocument();
  });

  it('falls back to the last known good version when the live one fails, showing a skeleton meanwhile', async () => {
    initialiseRemotes(registry('2', '1'), {}, 0);
    runtime.loadRemote.mockRejectedValue(new Error('Failed to fetch remoteEntry.js'));
    await renderPage('Fourth');
    expect(screen.getByRole('status')).toHaveTextContent('Loading page');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(reports.sendReleaseReport).toHaveBeenCalledWith({ remote: 'catalog_mfe', version: '2', outcome: 'failure', token: 'token-2' });
    expect(window.location.reload).toHaveBeenCalledTimes(1);
    sessionStorage.clear();
  });

  it('reloads into the new version when a remote this tab loaded has changed since', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(registry('3', '2'))));
    markLoaded('catalog_mfe');
    await refreshRegistryIfStale(120_000);
    await renderPage('Fifth');
    expect(screen.getByRole('status')).toHaveTextContent('Loading page');
    expect(window.location.reload).toHaveBeenCalledTimes(1);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });
});

const hydrated = target('HydratedPage');
const Page = () => <h1>Smart Lock Pro</h1>;
let container: HTMLElement;

function site(rendered: RenderedPage): ReactNode {
  return (
    <AppProviders queryClient={createTestQueryClient()}>
      <MemoryRouter>
        <RenderedPageContext.Provider value={rendered}>
          <RemotePage target={hydrated} />
        </RenderedPageContext.Provider>
      </MemoryRouter>
    </AppProviders>
  );
}

/** The server's HTML for `rendered`, hydrated in the browser with the same; the errors React recovered from. */
async function hydrate(onServer: RenderedPage, inBrowser = onServer): Promise<unknown[]> {
  container.innerHTML = renderToString(site(onServer));
  const recovered: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, site(inBrowser), { onRecoverableError: (error) => recovered.push(error) });
  });
  return recovered;
}

describe('a page area the server rendered', () => {
  beforeEach(() => {
    container = document.body.appendChild(document.createElement('div'));
  });
  afterEach(() => container.remove());

  it('hydrates the page the server rendered, keeping its HTML, without asking the runtime again', async () => {
    const recovered = await hydrate({ target: hydrated, module: { default: Page } });
    expect(recovered).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Smart Lock Pro' })).toBeInTheDocument();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('keeps the skeleton the server left while hydrating, then loads the page in the browser', async () => {
    runtime.loadRemote.mockResolvedValue({ default: Page });
    const recovered = await hydrate({ target: hydrated, module: undefined });
    expect(recovered).toEqual([]);
    expect(await screen.findByRole('heading', { name: 'Smart Lock Pro' })).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledWith('catalog_mfe/HydratedPage');
  });

  it('would not match if the browser rendered the page the server left to it', async () => {
    runtime.loadRemote.mockResolvedValue({ default: Page });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recovered = await hydrate({ target: hydrated, module: undefined }, { target: hydrated, module: { default: Page } });
    expect(recovered).not.toEqual([]);
  });
});

describe('the code of the page a link leads to', () => {
  it('starts loading on the press of the link, before the route changes', () => {
    runtime.loadRemote.mockReturnValue(new Promise(() => undefined));
    loadRemotePageFor('/cart');
    expect(runtime.loadRemote).toHaveBeenCalledWith('catalog_mfe/CartPage');
  });

  it('is not loaded for a path that is no remote page', () => {
    loadRemotePageFor('/no/such/page');
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });
});
