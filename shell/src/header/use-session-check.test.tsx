import { storefrontStore } from '@storefront/shared';
import { jsonResponse, mockApi, renderWithProviders, TEST_API } from '@storefront/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountControl } from './account-control';

const demo = { id: 1, name: 'Demo Customer', email: 'demo@smarthome.example' };
const TOKEN = 'T'.repeat(43);

afterEach(() => {
  storefrontStore.setState(storefrontStore.getInitialState(), true);
});

function signIn() {
  storefrontStore.getState().login(TOKEN, demo);
}

describe('the signed-in header', () => {
  it('stays signed in while the server confirms the session, asking with the token', async () => {
    const api = mockApi({ '/api/v1/auth/session': () => jsonResponse({ data: { user: demo, expiresAt: '2030-01-01T00:00:00Z' } }) });
    signIn();
    renderWithProviders(<AccountControl />);
    await waitFor(() => expect(api).toHaveBeenCalled());
    const [url, init] = api.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${TEST_API}/api/v1/auth/session`);
    expect((init.headers as Record<string, string>).Authorization).toBe(`Bearer ${TOKEN}`);
    expect(screen.getByText('Hi, Demo Customer')).toBeInTheDocument();
  });

  it('logs the visitor out when the server says the session has ended', async () => {
    mockApi({
      '/api/v1/auth/session': () => jsonResponse({ message: 'You are not logged in, or your session has ended.' }, 401),
      '/api/v1/auth/logout': () => new Response(null, { status: 204 }),
    });
    signIn();
    renderWithProviders(<AccountControl />);
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(storefrontStore.getState().token).toBeNull();
  });

  it('keeps the visitor signed in when the server cannot be reached', async () => {
    const api = mockApi({});
    api.mockRejectedValue(new TypeError('Failed to fetch'));
    signIn();
    renderWithProviders(<AccountControl />);
    await waitFor(() => expect(api).toHaveBeenCalled());
    expect(screen.getByText('Hi, Demo Customer')).toBeInTheDocument();
  });

  it('ends the session on the server at Logout', async () => {
    const api = mockApi({
      '/api/v1/auth/session': () => jsonResponse({ data: { user: demo, expiresAt: '2030-01-01T00:00:00Z' } }),
      '/api/v1/auth/logout': () => new Response(null, { status: 204 }),
    });
    signIn();
    renderWithProviders(<AccountControl />);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    const calls = () => api.mock.calls as unknown as Array<[string, RequestInit]>;
    await waitFor(() => expect(calls().some(([url, init]) => url.endsWith('/auth/logout') && init.method === 'POST')).toBe(true));
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});
