import { act, Suspense, useDeferredValue, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { HydrationSwitch, useHydrated } from './use-hydrated';

let roots: Root[] = [];
afterEach(() => {
  act(() => roots.forEach((root) => root.unmount()));
  roots = [];
  document.body.innerHTML = '';
});

// What each committed render of a Probe showed, in order.
let committed: string[] = [];

/** Shows which side rendered it. */
function Probe({ name }: { name: string }) {
  const shown = `${name}: ${useHydrated() ? 'browser' : 'server'}`;
  useLayoutEffect(() => {
    committed.push(shown);
  });
  return <p>{shown}</p>;
}

function page(children: ReactNode, switched: boolean): ReactNode {
  return switched ? <HydrationSwitch>{children}</HydrationSwitch> : children;
}

/** Server-renders the element, then hydrates that HTML with it; the container. */
async function hydrateServerHtml(element: ReactNode): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  const recoverable: unknown[] = [];
  await act(async () => {
    roots.push(hydrateRoot(container, element, { onRecoverableError: (error) => recoverable.push(error) }));
  });
  expect(recoverable).toEqual([]);
  return container;
}

describe('HydrationSwitch', () => {
  it('renders the server side on the server, and hydrates it without a mismatch before switching every part at once', async () => {
    committed = [];
    const element = page(
      <>
        <Probe name="header" />
        <Probe name="page" />
      </>,
      true,
    );
    expect(renderToString(element)).toContain('header: server');
    const container = await hydrateServerHtml(element);
    expect(committed).toEqual(['header: server', 'page: server', 'header: browser', 'page: browser']);
    expect(container.textContent).toBe('header: browserpage: browser');
  });

  it('hydrates a part that React leaves for a later pass (in a Suspense boundary) on the server’s side, whenever that pass comes', async () => {
    committed = [];
    const container = await hydrateServerHtml(
      page(
        <>
          <Probe name="header" />
          <Suspense fallback={<p>loading</p>}>
            <Probe name="page" />
          </Suspense>
        </>,
        true,
      ),
    );
    expect(committed).toEqual(['header: server', 'header: browser', 'page: server', 'page: browser']);
    expect(container.textContent).toBe('header: browserpage: browser');
  });

  // useDeferredValue tells the two apart: in a transition it takes the new value at once; in an
  // urgent render it keeps the old one and takes the new one in a render after.
  function Lane() {
    const hydrated = useHydrated();
    const shown = `${hydrated} then ${useDeferredValue(hydrated)}`;
    useLayoutEffect(() => {
      committed.push(shown);
    });
    return <p>{shown}</p>;
  }

  it('switches in one transition, which React renders in slices between which the browser handles input', async () => {
    committed = [];
    await hydrateServerHtml(page(<Lane />, true));
    expect(committed).toEqual(['false then false', 'true then true']);
  });

  it('without a switch, a part switches in an urgent render of its own', async () => {
    committed = [];
    await hydrateServerHtml(page(<Lane />, false));
    expect(committed).toEqual(['false then false', 'true then false', 'true then true']);
  });

  it('is switched from the first render when the browser renders alone, and for parts mounted after hydration', async () => {
    committed = [];
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      const root = createRoot(container);
      roots.push(root);
      root.render(page(<Probe name="alone" />, true));
    });
    expect(committed).toEqual(['alone: browser']);

    committed = [];
    const hydrated = await hydrateServerHtml(page(<Probe name="first" />, true));
    committed = [];
    await act(async () => {
      roots.at(-1)?.render(page(<><Probe name="first" /><Probe name="later" /></>, true));
    });
    expect(committed).toEqual(['first: browser', 'later: browser']);
    expect(hydrated.textContent).toBe('first: browserlater: browser');
  });
});
