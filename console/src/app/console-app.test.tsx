import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConsoleApp } from './console-app';
import { TOKEN_REQUIRED } from './features/session/components/sign-in-form';
import { history, jsonResponse, managerSession, mockConsoleApi, remoteStatus, renderConsole } from './testing/render-console';

const releases = {
  'GET /console-api/status': () => jsonResponse(['catalog-mfe', 'content-mfe', 'account-mfe'].map((remote) => remoteStatus(remote, { canary: remote === 'catalog-mfe' }))),
  'GET /console-api/remotes/catalog-mfe/history': () => jsonResponse(history),
  'GET /console-api/remotes/content-mfe/history': () => jsonResponse([]),
  'GET /console-api/remotes/account-mfe/history': () => jsonResponse([]),
};

describe('signing in', () => {
  it('asks for a token, exchanges it for a session, and forgets it', async () => {
    const sent: unknown[] = [];
    let signedIn = false;
    mockConsoleApi({
      ...releases,
      'GET /console-api/session': () => (signedIn ? jsonResponse(managerSession) : jsonResponse(null)),
      'POST /console-api/session': (body) => {
        sent.push(body);
        signedIn = true;
        return jsonResponse(managerSession);
      },
    });
    renderConsole(<ConsoleApp />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText(TOKEN_REQUIRED)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.type(screen.getByLabelText(/Release token/), 'sfr_secret');
    await userEvent.type(screen.getByLabelText('Your name'), 'lena');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Remotes' })).toBeInTheDocument();
    expect(sent).toEqual([{ token: 'sfr_secret', name: 'lena' }]);
    expect(screen.getByText(/Signed in as/)).toHaveTextContent('Signed in as lena via release managers (release manager: every remote)');
    expect(document.body.innerHTML).not.toContain('sfr_secret');
  });

  it("shows the server's refusal and keeps the form", async () => {
    mockConsoleApi({
      'GET /console-api/session': () => jsonResponse(null),
      'POST /console-api/session': () => jsonResponse({ message: 'That release token is not valid, or it was revoked.' }, 401),
    });
    renderConsole(<ConsoleApp />);
    await userEvent.type(await screen.findByLabelText(/Release token/), 'sfr_wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That release token is not valid, or it was revoked.');
    expect(screen.getByLabelText(/Release token/)).toHaveValue('');
  });

  it('says when the session cannot be read, with Retry', async () => {
    mockConsoleApi({ 'GET /console-api/session': () => jsonResponse({ message: 'Something went wrong on our side.' }, 500) });
    renderConsole(<ConsoleApp />);
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent('Could not load your session: Something went wrong on our side.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('signing out', () => {
  it('ends the session on the server and goes back to signing in', async () => {
    let signedIn = true;
    mockConsoleApi({
      ...releases,
      'GET /console-api/session': () => (signedIn ? jsonResponse(managerSession) : jsonResponse(null)),
      'DELETE /console-api/session': () => {
        signedIn = false;
        return new Response(null, { status: 204 });
      },
    });
    renderConsole(<ConsoleApp />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(signedIn).toBe(false);
  });

  it('goes back to signing in when the server says the session has ended', async () => {
    let sessionReads = 0;
    mockConsoleApi({
      'GET /console-api/session': () => (++sessionReads === 1 ? jsonResponse(managerSession) : jsonResponse(null)),
      'GET /console-api/status': () => jsonResponse({ message: 'You are not signed in: sign in with a release token.' }, 401),
    });
    renderConsole(<ConsoleApp />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument(), { timeout: 5_000 });
  });
});
