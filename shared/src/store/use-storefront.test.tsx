import { act, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HydrationSwitch } from '../ui/use-hydrated';
import { storefrontStore, useCartTotals, useStorefront } from './storefront-store';

const lock = { id: '7', name: 'SecureLock Pro', category: 'Smart Locks', image: 'a.svg', price: 1000 };
const initial = storefrontStore.getInitialState();

// What each committed render showed: a render React threw away is not on screen, so not counted.
let committed: string[] = [];
function CartSummary() {
  const lines = useStorefront((state) => state.cartItems.length);
  const { itemCount } = useCartTotals();
  const shown = `${lines} line(s), ${itemCount} item(s)`;
  useLayoutEffect(() => {
    committed.push(shown);
  });
  return <p>{shown}</p>;
}

let roots: Root[] = [];
beforeEach(() => {
  committed = [];
  storefrontStore.setState(initial, true);
  // The visitor's saved cart: the server cannot know it.
  storefrontStore.getState().addToCart(lock, 2);
});
afterEach(() => {
  act(() => roots.forEach((root) => root.unmount()));
  roots = [];
  document.body.innerHTML = '';
  storefrontStore.persist.clearStorage();
});

/** Renders the summary in a container of its own, as the browser does a page it renders alone. */
async function renderInBrowser(): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    const root = createRoot(container);
    roots.push(root);
    root.render(page);
  });
  return container;
}

// As on the site: AppProviders puts every page in a HydrationSwitch.
const page = (
  <HydrationSwitch>
    <CartSummary />
  </HydrationSwitch>
);

function serverHtml(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  return container;
}

describe('useStorefront', () => {
  it("renders the server's empty store on the server", () => {
    expect(serverHtml().textContent).toBe('0 line(s), 0 item(s)');
  });

  it("hydrates with the server's store, then shows the saved cart in a render of its own, with no mismatch", async () => {
    const container = serverHtml();
    const recoverable: unknown[] = [];
    await act(async () => {
      roots.push(hydrateRoot(container, page, { onRecoverableError: (error) => recoverable.push(error) }));
    });
    expect(recoverable).toEqual([]);
    expect(committed).toEqual(['0 line(s), 0 item(s)', '1 line(s), 2 item(s)']);
    expect(container.textContent).toBe('1 line(s), 2 item(s)');
  });

  it('reads the saved state at once in a part mounted after hydration, and follows changes', async () => {
    const container = serverHtml();
    await act(async () => {
      roots.push(hydrateRoot(container, page));
    });
    committed = [];
    const later = await renderInBrowser();
    expect(committed).toEqual(['1 line(s), 2 item(s)']);
    await act(async () => storefrontStore.getState().addToCart({ ...lock, id: '8' }));
    expect(later.textContent).toBe('2 line(s), 3 item(s)');
    expect(container.textContent).toBe('2 line(s), 3 item(s)');
  });

  it('shows the saved cart from the first render when the browser renders the page alone', async () => {
    await renderInBrowser();
    expect(committed).toEqual(['1 line(s), 2 item(s)']);
  });
});
