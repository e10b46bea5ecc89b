import { Route, Routes } from '@storefront/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SessionView } from '../../../console-api';
import { REASON_REQUIRED } from '../../../console-api';
import { history, jsonResponse, managerSession, mockConsoleApi, remoteStatus, renderConsole, teamSession } from '../../testing/render-console';
import { RemotePage } from './remote-page';

const hourly = { since: '2026-11-03T00:00:00.000Z', live: 'v2', canary: 'v3', hours: [] };

function renderRemote(session: SessionView, folder = 'catalog-mfe', overrides: Record<string, (body: unknown) => Response> = {}) {
  const fetchMock = mockConsoleApi({
    'GET /console-api/status': () => jsonResponse(['catalog-mfe', 'content-mfe'].map((remote) => remoteStatus(remote, { canary: remote === 'catalog-mfe' }))),
    [`GET /console-api/remotes/${folder}/history`]: () => jsonResponse(history),
    [`GET /console-api/remotes/${folder}/hourly-figures`]: () => jsonResponse(hourly),
    ...overrides,
  });
  renderConsole(
    <Routes>
      <Route path="/remotes/:remote" element={<RemotePage session={session} />} />
    </Routes>,
    { route: `/remotes/${folder}` },
  );
  return fetchMock;
}

const actions = () => within(screen.getByRole('region', { name: 'Actions' }));
const formTitles = () => actions().queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe("a remote's page", () => {
  it('shows its live, canary and last known good versions with who, when and why', async () => {
    renderRemote(managerSession);
    const versions = within(await screen.findByRole('region', { name: 'Versions' }));
    expect(await versions.findByText(/new filters/)).toHaveTextContent('promote by lena via release managers');
    expect(versions.getByText(/try the new grid/)).toHaveTextContent('canary by ravi via catalog-mfe team');
    expect(versions.getByText(/first release/)).toBeInTheDocument();
  });

  it('shows the commit, branch and build each version was made from, where its build knew them', async () => {
    renderRemote(managerSession);
    const table = await screen.findByRole('table', { name: /^Latest versions of catalog-mfe/ });
    const row = (version: string) => within(within(table).getByRole('rowheader', { name: version }).closest('tr')!);
    expect(row('v2').getByText('commit 3f9a0c1d2e4b on main, build 1234')).toBeInTheDocument();
    expect(row('v1').getByText('not known')).toBeInTheDocument();
  });

  it("compares the canary's figures with the live version's over the same time", async () => {
    renderRemote(managerSession);
    const table = await screen.findByRole('table', { name: 'Canary against live since the canary started' });
    const rate = within(table).getByRole('row', { name: /Failure rate/ });
    expect(rate).toHaveTextContent('Failure rate25.0 %1.1 %');
  });

  it("compares the canary's speed with the live version's: each p75, rated, with its page views", async () => {
    renderRemote(managerSession);
    const table = await screen.findByRole('table', { name: 'Speed of page views since the canary started' });
    expect(within(table).getByRole('row', { name: /LCP/ })).toHaveTextContent('LCP4,200 ms (poor), 40 page views1,900 ms (good), 40 page views');
    expect(within(table).getByRole('row', { name: /CLS/ })).toHaveTextContent('CLS——');
  });

  it('offers a release manager every action the state allows', async () => {
    renderRemote(managerSession);
    await screen.findByRole('region', { name: 'Actions' });
    expect(formTitles()).toEqual(['Change the canary', 'Complete the canary', 'End the canary', 'Withdraw a version', 'Reset figures']);
  });

  it("offers a team's token only what it may do on its own remote, and nothing on another", async () => {
    renderRemote(teamSession);
    await screen.findByRole('region', { name: 'Actions' });
    expect(formTitles()).toEqual(['Change the canary', 'Complete the canary']);
    expect(actions().queryByRole('button', { name: /End canary|Withdraw|Reset figures|Roll back/ })).toBeNull();
  });

  it('offers nothing to a team on another team\'s remote', async () => {
    renderRemote(teamSession, 'content-mfe');
    expect(await screen.findByText('This token may only read content-mfe.')).toBeInTheDocument();
    expect(formTitles()).toEqual([]);
    expect(screen.queryByRole('button', { name: /Run the gate/ })).toBeNull();
  });
});

describe('acting on a remote', () => {
  it('needs a reason before anything is sent', async () => {
    const fetchMock = renderRemote(managerSession);
    const form = within(await screen.findByRole('form', { name: 'Complete the canary' }));
    await userEvent.click(form.getByRole('button', { name: 'Complete canary' }));
    expect(form.getByText(REASON_REQUIRED)).toBeInTheDocument();
    expect(form.getByLabelText(/Reason/)).toHaveFocus();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it('sends the action with its reason and says what it did', async () => {
    const sent: unknown[] = [];
    renderRemote(managerSession, 'catalog-mfe', {
      'POST /console-api/remotes/catalog-mfe/actions/rollback': (body) => {
        sent.push(body);
        return jsonResponse({ remote: 'catalog-mfe', action: 'end-canary', version: 'v3', live: 'v2', percent: 10, autoRollback: true, forced: false, problems: [], skipped: [] });
      },
    });
    const form = within(await screen.findByRole('form', { name: 'End the canary' }));
    await userEvent.type(form.getByLabelText(/Reason/), 'checkout broken');
    await userEvent.click(form.getByRole('button', { name: 'End canary' }));
    expect(await actions().findByRole('status')).toHaveTextContent('The canary of v3 has ended; v2 stays live.');
    expect(sent).toEqual([{ reason: 'checkout broken' }]);
  });

  it('starts a canary with its share, automatic rollback and the gate choices', async () => {
    const sent: unknown[] = [];
    renderRemote(managerSession, 'catalog-mfe', {
      'GET /console-api/status': () => jsonResponse([remoteStatus('catalog-mfe', { canary: false })]),
      'POST /console-api/remotes/catalog-mfe/actions/canary': (body) => {
        sent.push(body);
        return jsonResponse({ remote: 'catalog-mfe', action: 'canary', version: 'v3', live: 'v2', percent: 25, autoRollback: true, forced: false, problems: [], skipped: ['smoke render'] });
      },
    });
    const form = within(await screen.findByRole('form', { name: 'Start a canary' }));
    await userEvent.clear(form.getByLabelText('Share of visitors (%)'));
    await userEvent.type(form.getByLabelText('Share of visitors (%)'), '25');
    await userEvent.click(form.getByLabelText(/Leave out the smoke render/));
    await userEvent.type(form.getByLabelText(/Reason/), 'new grid');
    await userEvent.click(form.getByRole('button', { name: 'Start canary' }));
    expect(await actions().findByRole('status')).toHaveTextContent('v3 runs for 25 % of visitors.');
    expect(sent).toEqual([{ version: 'v3', percent: 25, autoRollback: true, expect: 'v2', reason: 'new grid', skipSmoke: true, force: false }]);
  });

  it("shows a refusal in the release system's words, with the gate's problems", async () => {
    renderRemote(managerSession, 'catalog-mfe', {
      'POST /console-api/remotes/catalog-mfe/actions/complete': () => jsonResponse({ message: 'catalog-mfe v3 did not pass the gate.', problems: ['/products: the page area has no <h1>'] }, 409),
    });
    const form = within(await screen.findByRole('form', { name: 'Complete the canary' }));
    await userEvent.type(form.getByLabelText(/Reason/), 'looks fine');
    await userEvent.click(form.getByRole('button', { name: 'Complete canary' }));
    const alert = await actions().findByRole('alert');
    expect(alert).toHaveTextContent('catalog-mfe v3 did not pass the gate.');
    expect(within(alert).getByRole('listitem')).toHaveTextContent('/products: the page area has no <h1>');
  });
});

describe('recent versions and history', () => {
  it('lists each version with what it is now and what the gate said, newest first', async () => {
    renderRemote(managerSession);
    const table = await screen.findByRole('table', { name: /Latest versions of catalog-mfe/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['canary', 'live', 'last known good']);
    expect(rows[0]).toHaveTextContent('passed without the smoke render at its canary');
    expect(within(rows[0]!).getByRole('button', { name: 'Run the gate on v3' })).toBeInTheDocument();
  });

  it('shows history newest first, with the reasons', async () => {
    renderRemote(managerSession);
    const table = await screen.findByRole('table', { name: 'History of catalog-mfe, newest first' });
    const first = within(table).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent('canary');
    expect(first).toHaveTextContent('try the new grid');
    expect(first).toHaveTextContent('skipped: smoke render');
  });

  it('says when there is no history yet', async () => {
    renderRemote(managerSession, 'catalog-mfe', { 'GET /console-api/remotes/catalog-mfe/history': () => jsonResponse([]) });
    expect(await screen.findByText('No history yet')).toBeInTheDocument();
  });

  it('says when history cannot be read, with Retry', async () => {
    renderRemote(managerSession, 'catalog-mfe', { 'GET /console-api/remotes/catalog-mfe/history': () => jsonResponse({ message: 'Something went wrong on our side.' }, 500) });
    const alert = (await screen.findByText(/Could not load history: Something went wrong on our side./)).closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
