import { renderWithProviders } from '@storefront/shared/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RemotePage } from './remote-page';

const runtime = vi.hoisted(() => ({
  loadRemote: vi.fn(),
  registerRemotes: vi.fn(),
  preloadRemote: vi.fn(() => Promise.resolve()),
}));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const target = { remote: 'catalog_mfe', module: 'CartPage' } as const;

beforeEach(() => {
  runtime.loadRemote.mockReset();
  // The failure cases log the caught error; the assertions are about what the visitor sees.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('RemotePage', () => {
  it('shows a skeleton, then the remote page', async () => {
    let arrive: (module: unknown) => void = () => undefined;
    runtime.loadRemote.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    await act(async () => {
      renderWithProviders(<RemotePage target={{ ...target, module: 'First' }} />);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading page');
    await act(async () => arrive({ default: () => <h1>Remote cart</h1> }));
    expect(screen.getByRole('heading', { name: 'Remote cart' })).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledWith('catalog_mfe/First');
  });

  it('says the part is unavailable when the remote cannot load, and Retry loads it again', async () => {
    runtime.loadRemote
      .mockRejectedValueOnce(new Error('Failed to fetch remoteEntry.js'))
      .mockResolvedValueOnce({ default: () => <h1>Back again</h1> });
    await act(async () => {
      renderWithProviders(<RemotePage target={{ ...target, module: 'Second' }} />);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the site is unavailable right now.');
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
  });

  it('contains a remote page that throws while rendering', async () => {
    runtime.loadRemote.mockResolvedValue({
      default: () => {
        throw new Error('render failure');
      },
    });
    await act(async () => {
      renderWithProviders(<RemotePage target={{ ...target, module: 'Third' }} />);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('unavailable');
  });

  it('treats a module without a component as a failed load', async () => {
    runtime.loadRemote.mockResolvedValue({ notAComponent: true });
    await act(async () => {
      renderWithProviders(<RemotePage target={{ ...target, module: 'Fourth' }} />);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('unavailable');
  });
});
