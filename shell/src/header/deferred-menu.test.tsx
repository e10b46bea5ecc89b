import { renderWithProviders } from '@storefront/shared/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { DeferredMenu } from './deferred-menu';
import type { StandInTriggerProps } from './header-triggers';
import * as menusLoader from './header-menus-loader';
import type { HeaderMenus } from './header-menus-loader';

// The loader is replaced so each test decides when (and whether) the menus arrive.
const loader = {} as { arrive: (menus: HeaderMenus) => void; loadHeaderMenus: MockInstance<() => Promise<HeaderMenus>> };

beforeEach(() => {
  loader.loadHeaderMenus = vi.spyOn(menusLoader, 'loadHeaderMenus').mockResolvedValue({} as HeaderMenus);
  vi.spyOn(menusLoader, 'loadedHeaderMenus').mockReturnValue(undefined);
  const whenLoaded = new Promise<HeaderMenus>((resolve) => {
    loader.arrive = resolve;
  });
  vi.spyOn(menusLoader, 'headerMenusLoaded').mockReturnValue(whenLoaded);
});

const received: string[] = [];

function TestStandIn(props: StandInTriggerProps) {
  return <button {...props}>Products (stand-in)</button>;
}

function renderMenu(kind: 'menu' | 'dialog') {
  received.length = 0;
  renderWithProviders(
    <DeferredMenu kind={kind} StandIn={TestStandIn}>
      {() => (
        <button onClick={() => received.push('click')} onKeyDown={(event) => received.push(`key ${event.key}`)}>
          Products
        </button>
      )}
    </DeferredMenu>,
  );
  return screen.getByRole('button', { name: 'Products (stand-in)' });
}

const arrive = () => act(async () => loader.arrive({} as HeaderMenus));

describe('DeferredMenu', () => {
  it('loads the menus on the first sign of interest and replays a click on the real trigger', async () => {
    const standIn = renderMenu('dialog');
    expect(loader.loadHeaderMenus).not.toHaveBeenCalled();
    await userEvent.click(standIn);
    expect(loader.loadHeaderMenus).toHaveBeenCalled();
    await arrive();
    expect(screen.queryByRole('button', { name: 'Products (stand-in)' })).not.toBeInTheDocument();
    expect(received).toEqual(['click']);
  });

  it('replays as a click a mouse press the swap cut short before its release', async () => {
    const standIn = renderMenu('menu');
    await userEvent.pointer({ keys: '[MouseLeft>]', target: standIn });
    await arrive();
    expect(received).toEqual(['click']);
  });

  it('moves focus to the real trigger and replays a menu key pressed meanwhile', async () => {
    const standIn = renderMenu('menu');
    act(() => standIn.focus());
    await userEvent.keyboard('{ArrowDown}');
    await arrive();
    const real = screen.getByRole('button', { name: 'Products' });
    expect(real).toHaveFocus();
    expect(received).toEqual(['key ArrowDown']);
  });

  it('leaves focus where the visitor moved it while the swap was on its way', async () => {
    const standIn = renderMenu('menu');
    const next = document.body.appendChild(document.createElement('a'));
    next.href = '/about-us';
    act(() => standIn.focus());
    await act(async () => {
      loader.arrive({} as HeaderMenus);
      // The menus have arrived and the swap is scheduled, not yet drawn, when the visitor tabs on.
      await new Promise((resolve) => setTimeout(resolve, 0));
      next.focus();
    });
    expect(screen.getByRole('button', { name: 'Products' })).not.toHaveFocus();
    expect(next).toHaveFocus();
    next.remove();
  });

  it('forgets a tap or a key once the visitor has gone on elsewhere before the menus arrive', async () => {
    const standIn = renderMenu('menu');
    const elsewhere = document.body.appendChild(document.createElement('button'));
    elsewhere.textContent = 'Elsewhere';
    await userEvent.click(standIn);
    await userEvent.click(elsewhere);
    act(() => standIn.focus());
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await arrive();
    expect(received).toEqual([]);
    expect(screen.getByRole('button', { name: 'Products' })).not.toHaveFocus();
    elsewhere.remove();
  });

  it('swaps quietly when nothing happened: no replayed click or key', async () => {
    renderMenu('menu');
    await arrive();
    expect(screen.getByRole('button', { name: 'Products' })).not.toHaveFocus();
    expect(received).toEqual([]);
  });

  it('keeps the stand-in, says the menu could not load, and tries again on the next tap', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    loader.loadHeaderMenus.mockRejectedValue(new Error('offline'));
    const standIn = renderMenu('dialog');
    await userEvent.click(standIn);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('The header menus could not be loaded:', expect.any(Error)));
    expect(standIn).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('The menu could not be loaded. Please try again.');
    loader.loadHeaderMenus.mockResolvedValue({} as HeaderMenus);
    const attempts = loader.loadHeaderMenus.mock.calls.length;
    await userEvent.click(standIn);
    expect(loader.loadHeaderMenus.mock.calls.length).toBeGreaterThan(attempts);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await arrive();
    expect(received).toEqual(['click']);
    warn.mockRestore();
  });
});
