import { storefrontStore } from '@storefront/shared';
import { jsonResponse, mockApi, renderWithProviders, TEST_API } from '@storefront/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { AccountControl } from './account-control';

const demo = { id: 1, name: 'Demo Customer', email: 'demo@smarthome.example' };
const liveSession = () => jsonResponse({ data: { user: demo, expiresAt: '2030-01-01T00:00:00Z' } });
const endedSession = () => jsonResponse({ message: 'You are not logged in, or your session has ended.' }, 401);

beforeEach(() => {
  storefrontStore.setState(storefrontStore.getInitialState(), true);
});

describe('the header asks the server who is logged in', () => {
  it('on load, with the session cookie and no token, and stays signed in when the server confirms', async () => {
    const api = mockApi({ '/api/v1/auth/session': liveSession });
    storefrontStore.getState().login(demo);
    renderWithProviders(<AccountControl />);
    await waitFor(() => expect(api).toHaveBeenCalled());
    const [url, init] = api.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${TEST_API}/api/v1/auth/session`);
    expect(init.credentials).toBe('include');
    expect(init.headers).not.toHaveProperty('Authorization');
    expect(screen.getByText('Hi, Demo Customer')).toBeInTheDocument();
  });

  it('asks nothing about a visitor who has not logged in, so anonymous pages cause no 401', async () => {
    const api = mockApi({ '/api/v1/auth/session': endedSession, '/api/v1/products': () => jsonResponse({ data: [] }) });
    renderWithProviders(<AccountControl />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('takes the user the server names, whoever the saved hint said', async () => {
    mockApi({ '/api/v1/auth/session': liveSession });
    storefrontStore.getState().login({ ...demo, name: 'Old Name' });
    renderWithProviders(<AccountControl />);
    expect(await screen.findByText('Hi, Demo Customer')).toBeInTheDocument();
  });

  it('logs the visitor out when the server says the session has ended, without another logout call', async () => {
    const api = mockApi({ '/api/v1/auth/session': endedSession });
    storefrontStore.getState().login(demo);
    renderWithProviders(<AccountControl />);
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(storefrontStore.getState().userData).toBeNull();
    expect(api.mock.calls.map(([url]) => String(url))).not.toContain(`${TEST_API}/api/v1/auth/logout`);
  });

  it('keeps the visitor signed in when the server cannot be reached', async () => {
    const api = mockApi({});
    api.mockRejectedValue(new TypeError('Failed to fetch'));
    storefrontStore.getState().login(demo);
    renderWithProviders(<AccountControl />);
    await waitFor(() => expect(api).toHaveBeenCalled());
    expect(screen.getByText('Hi, Demo Customer')).toBeInTheDocument();
  });

  it('ends the session on the server at Logout, sending the cookie', async () => {
    const api = mockApi({
      '/api/v1/auth/session': liveSession,
      '/api/v1/auth/logout': () => new Response(null, { status: 204 }),
    });
    storefrontStore.getState().login(demo);
    renderWithProviders(<AccountControl />);
    await waitFor(() => expect(api).toHaveBeenCalled());
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    const calls = () => api.mock.calls as unknown as Array<[string, RequestInit]>;
    await waitFor(() =>
      expect(calls().some(([url, init]) => url.endsWith('/auth/logout') && init.method === 'POST' && init.credentials === 'include')).toBe(true),
    );
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});
