import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders, createQueryClient } from './app-providers';
import { Tabs } from './widgets';

function ServiceTabs() {
  return (
    <AppProviders queryClient={createQueryClient()}>
      <Tabs.Root defaultValue="one">
        <Tabs.List>
          <Tabs.Trigger value="one">One</Tabs.Trigger>
          <Tabs.Trigger value="two">Two</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="one">First</Tabs.Content>
        <Tabs.Content value="two">Second</Tabs.Content>
      </Tabs.Root>
    </AppProviders>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

describe('a widget hydrated from the server’s HTML', () => {
  it('is mounted afresh once hydrated, with the same markup', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ServiceTabs />);
    document.body.append(container);
    const serverList = container.querySelector('[role="tablist"]');
    expect(serverList).not.toBeNull();

    await act(async () => {
      root = hydrateRoot(container, <ServiceTabs />);
    });

    const list = container.querySelector('[role="tablist"]');
    // A new element: the state machine starts in the browser, as without server rendering.
    expect(list).not.toBe(serverList);
    expect(list?.textContent).toBe('OneTwo');
    expect(container.querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe('One');
  });
});
