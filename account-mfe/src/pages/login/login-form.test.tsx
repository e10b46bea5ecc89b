import { LOGIN_ERROR, storefrontStore } from '@storefront/shared';
import { jsonResponse, mockApi, renderWithProviders, Route, Routes } from '@storefront/shared/testing';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from '@storefront/shared/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_NETWORK_ERROR } from './login-error-message';
import { EMAIL_REQUIRED, LOGIN_DRAFT_KEY, PASSWORD_REQUIRED } from './login-form';
import { LoginPage } from './login-page';

const demo = { id: 1, name: 'Demo Customer', email: 'demo@smarthome.example' };
const loginOk = () => jsonResponse({ data: { token: 'token-abc', user: demo } });

/** The login page in a small site: a contact page whose Login link passes `from`, as the header's does. */
function renderSite(state: unknown = { from: '/contact?topic=locks' }) {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<p>Home page</p>} />
      <Route
        path="/contact"
        element={
          <Link to="/login" state={state}>
            Go to login
          </Link>
        }
      />
      <Route path="/login" element={<LoginPage />} />
    </Routes>,
    { route: '/contact' },
  );
}

async function openLoginAndFill(email: string, password: string) {
  await userEvent.click(screen.getByRole('link', { name: 'Go to login' }));
  // Click and paste: one change per field keeps these whole-page tests fast.
  for (const [label, text] of [
    [/^Email/, email],
    [/^Password/, password],
  ] as const) {
    await userEvent.click(screen.getByLabelText(label));
    if (text) await userEvent.paste(text);
  }
}

beforeEach(() => {
  storefrontStore.setState(storefrontStore.getInitialState(), true);
});

describe('logging in', () => {
  it('sends the credentials with the cookie allowed, keeps only the user and returns to the page it came from', async () => {
    const fetchMock = mockApi({ '/api/v1/auth/login': loginOk });
    renderSite();
    await openLoginAndFill('demo@smarthome.example', 'SmartHome#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('link', { name: 'Go to login' })).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(url)).not.toContain('SmartHome');
    // The session arrives as an HttpOnly cookie, which the browser keeps only when asked to.
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'demo@smarthome.example',
      password: 'SmartHome#2026',
    });
    expect(storefrontStore.getState().userData).toEqual(demo);
    // The token in the answer is for API clients: no script-readable copy is kept.
    expect(JSON.stringify(storefrontStore.getState())).not.toContain('token-abc');
    expect(JSON.stringify({ ...localStorage })).not.toContain('token-abc');
  });

  it.each([
    ['from an unsafe target', { from: '//evil.example/' }],
    ['from the login page itself', { from: '/login' }],
    ['with no `from`', null],
  ])('goes home when it came %s', async (_case, state) => {
    mockApi({ '/api/v1/auth/login': loginOk });
    renderSite(state);
    await openLoginAndFill('demo@smarthome.example', 'SmartHome#2026');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('asks for both fields before calling the server, focusing the first missing one', async () => {
    const fetchMock = mockApi({ '/api/v1/auth/login': loginOk });
    renderSite();
    await openLoginAndFill('', '');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(EMAIL_REQUIRED);
    expect(email).toHaveFocus();
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(PASSWORD_REQUIRED);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('a failed login', () => {
  it("shows the server's message, keeps the e-mail and clears the password", async () => {
    mockApi({
      '/api/v1/auth/login': () => jsonResponse({ message: 'Invalid email or password.' }, 401),
    });
    renderSite();
    await openLoginAndFill('demo@smarthome.example', 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('demo@smarthome.example');
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveValue('');
    expect(password).toHaveFocus();
    expect(storefrontStore.getState().userData).toBeNull();
  });

  it('shows how long to wait when the server refuses with 429', async () => {
    const wait = 'Too many failed logins for this account. Please try again in 30 seconds, or contact us if you forgot your password.';
    mockApi({
      '/api/v1/auth/login': () => new Response(JSON.stringify({ message: wait }), { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '30' } }),
    });
    renderSite();
    await openLoginAndFill('demo@smarthome.example', 'another-guess');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(wait);
    expect(screen.getByLabelText(/^Email/)).toHaveValue('demo@smarthome.example');
    expect(storefrontStore.getState().userData).toBeNull();
  });

  it("falls back to the spec's message when the server gives none", async () => {
    mockApi({ '/api/v1/auth/login': () => new Response('Bad gateway', { status: 502 }) });
    renderSite();
    await openLoginAndFill('demo@smarthome.example', 'SmartHome#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_ERROR);
  });

  it('says the service could not be reached when the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderSite();
    await openLoginAndFill('demo@smarthome.example', 'SmartHome#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_NETWORK_ERROR);
    expect(screen.getByLabelText(/^Email/)).toHaveValue('demo@smarthome.example');
  });
});

describe('while the login is in flight', () => {
  it('shows progress, disables the button and sends only once', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = mockApi({
      '/api/v1/auth/login': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderSite();
    await openLoginAndFill('demo@smarthome.example', 'SmartHome#2026');
    const button = screen.getByRole('button', { name: 'Login' });
    // Two submits before React re-renders (a double click, or Enter and a click), then more.
    const form = screen.getByRole('form', { name: 'Login' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await userEvent.click(button);
    await userEvent.type(screen.getByLabelText(/^Password/), '{Enter}');

    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Logging in...');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    answer(loginOk());
    expect(await screen.findByRole('link', { name: 'Go to login' })).toBeInTheDocument();
  });
});

/** Every value this tab keeps in sessionStorage, as one string. */
function everythingKeptForTheTab(): string {
  return Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.getItem(sessionStorage.key(index)!)).join('\n');
}

describe('the login draft', () => {
  it('keeps the e-mail through a reload, never the password, and forgets it once logged in', async () => {
    mockApi({ '/api/v1/auth/login': loginOk });
    const first = renderSite();
    await openLoginAndFill('demo@smarthome.example', 'SmartHome#2026');
    expect(everythingKeptForTheTab()).toContain('demo@smarthome.example');
    expect(everythingKeptForTheTab()).not.toContain('SmartHome#2026');
    first.unmount();

    renderSite();
    await userEvent.click(screen.getByRole('link', { name: 'Go to login' }));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('demo@smarthome.example');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    await userEvent.click(screen.getByLabelText(/^Password/));
    await userEvent.paste('SmartHome#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('link', { name: 'Go to login' })).toBeInTheDocument();
    expect(sessionStorage.getItem(LOGIN_DRAFT_KEY)).toBeNull();
  });
});
