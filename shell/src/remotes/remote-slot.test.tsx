import { renderWithProviders } from '@storefront/shared/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RemoteSlot } from './remote-slot';
import { RenderedSlotsContext } from './rendered-slots';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn() }));
// A module graph of its own (vi.mock): a page keeps its one load of a slot's component, and these
// tests need it fresh (vi.resetModules).
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const Fallback = <p>plain form</p>;

describe('RemoteSlot', () => {
  it("shows the shell's fallback while the remote's component loads, then the component", async () => {
    let arrive: (module: unknown) => void = () => undefined;
    runtime.loadRemote.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    await act(async () => {
      renderWithProviders(<RemoteSlot slot="header-search" fallback={Fallback} />);
    });
    expect(screen.getByText('plain form')).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledWith('catalog_mfe/HeaderSearch');
    await act(async () => arrive({ default: () => <p>catalog search</p> }));
    expect(screen.getByText('catalog search')).toBeInTheDocument();
    expect(screen.queryByText('plain form')).not.toBeInTheDocument();
  });

  it('renders the component the server rendered at once, without loading it again', () => {
    runtime.loadRemote.mockClear();
    renderWithProviders(
      <RenderedSlotsContext.Provider
        value={{ 'header-search': { default: () => <p>server search</p> } }}
      >
        <RemoteSlot slot="header-search" fallback={Fallback} />
      </RenderedSlotsContext.Provider>,
    );
    expect(screen.getByText('server search')).toBeInTheDocument();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('falls back when the component throws while rendering', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('broken release');
    };
    renderWithProviders(
      <RenderedSlotsContext.Provider value={{ 'header-search': { default: Broken } }}>
        <RemoteSlot slot="header-search" fallback={Fallback} />
      </RenderedSlotsContext.Provider>,
    );
    expect(screen.getByText('plain form')).toBeInTheDocument();
  });

  it('keeps the fallback a visitor has started typing in when the component arrives', async () => {
    vi.resetModules();
    const fresh = await import('./remote-slot');
    let arrive: (module: unknown) => void = () => undefined;
    runtime.loadRemote.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    await act(async () => {
      renderWithProviders(<fresh.RemoteSlot slot="header-search" fallback={<input aria-label="plain search" />} />);
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'plain search' }), 'lock');
    await act(async () => arrive({ default: () => <p>catalog search</p> }));
    expect(screen.getByRole('textbox', { name: 'plain search' })).toHaveValue('lock');
    expect(screen.queryByText('catalog search')).not.toBeInTheDocument();
  });
});
