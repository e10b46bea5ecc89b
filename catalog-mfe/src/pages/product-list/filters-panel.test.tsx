import { DEFAULT_LISTING } from '@storefront/shared/listing-query';
import { makeProduct, makeProductPage, renderWithProviders } from '@storefront/shared/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as DrawerModule from './filters-drawer';
import { FiltersDrawer, filtersDrawerLoadedBy } from './filters-panel';

const page = makeProductPage([makeProduct(1), makeProduct(2, { stock: 0 })]);

function renderDrawer(Component: typeof FiltersDrawer) {
  renderWithProviders(<Component state={DEFAULT_LISTING} facets={page.meta.facets} onChoose={() => undefined} total={page.meta.total} />);
}

/** A drawer whose code arrives (or fails to) when the test says so; `asked` counts the loads. */
function drawerArrivingLater() {
  let arrive!: () => void;
  let fail!: () => void;
  const load = vi.fn(
    () =>
      new Promise<typeof DrawerModule>((resolve, reject) => {
        arrive = () => void import('./filters-drawer').then(resolve);
        fail = () => reject(new Error('ChunkLoadError'));
      }),
  );
  const Component = filtersDrawerLoadedBy(load);
  return { Component, load, arrive: () => act(async () => arrive()), fail: () => act(async () => fail()) };
}

/** The browser's next idle period, run at once. */
function idleAtOnce() {
  vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 0));
  vi.stubGlobal('cancelIdleCallback', (id: number) => clearTimeout(id));
}

afterEach(() => vi.unstubAllGlobals());

describe('FiltersDrawer', () => {
  it('opens a drawer holding the facets when its button is pressed', async () => {
    renderDrawer(FiltersDrawer);
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    expect(drawer).toContainElement(screen.getByRole('form', { name: 'Filters' }));
    expect(screen.getByRole('button', { name: 'Show 2 product(s)' })).toBeInTheDocument();
  });

  it('does not load the drawer while the page is busy, and a press then loads it and opens it once it arrives', async () => {
    const { Component, load, arrive } = drawerArrivingLater();
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    renderDrawer(Component);
    expect(load).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(load).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await arrive();
    expect(await screen.findByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
  });

  it('loads the drawer when the browser is idle, closed, keeping the focus on its button', async () => {
    idleAtOnce();
    const { Component, load, arrive } = drawerArrivingLater();
    renderDrawer(Component);
    screen.getByRole('button', { name: 'Filters' }).focus();
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
    await arrive();
    const trigger = await screen.findByRole('button', { name: 'Filters', expanded: false });
    expect(trigger).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the facets in a disclosure, opened if asked, when the drawer cannot load', async () => {
    const { Component, fail } = drawerArrivingLater();
    renderDrawer(Component);
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await fail();
    const summary = await screen.findByText('Filters', { selector: 'summary' });
    expect(summary.closest('details')).toHaveAttribute('open');
    expect(screen.getByRole('form', { name: 'Filters' })).toBeInTheDocument();
  });
});
