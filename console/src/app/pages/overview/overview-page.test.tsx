import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { history, jsonResponse, managerSession, mockConsoleApi, remoteStatus, renderConsole, teamSession } from '../../testing/render-console';
import { OverviewPage } from './overview-page';

const api = (status: () => Response) =>
  mockConsoleApi({
    'GET /console-api/status': status,
    'GET /console-api/remotes/catalog-mfe/history': () => jsonResponse(history),
    'GET /console-api/remotes/content-mfe/history': () => jsonResponse([]),
  });

describe('the overview', () => {
  it("shows every remote's versions, figures and what this token may do there", async () => {
    api(() => jsonResponse([remoteStatus('catalog-mfe'), { ...remoteStatus('content-mfe', { canary: false }), live: null, previous: null, lastKnownGood: null }]));
    renderConsole(<OverviewPage session={teamSession} />);
    const catalog = within(await screen.findByRole('article', { name: 'catalog-mfe' }));
    expect(catalog.getByRole('link', { name: 'catalog-mfe' })).toHaveAttribute('href', '/remotes/catalog-mfe');
    expect(await catalog.findByText(/new filters/)).toBeInTheDocument();
    expect(catalog.getByRole('table', { name: /Canary against live/ })).toBeInTheDocument();
    expect(catalog.getByText('This token may: promote, canary, complete, verify.')).toBeInTheDocument();
    const content = within(screen.getByRole('article', { name: 'content-mfe' }));
    expect(content.getAllByText('none')).toHaveLength(3);
    expect(content.getByText('This token may only read this remote.')).toBeInTheDocument();
  });

  it('shows it is loading, and why it could not load', async () => {
    api(() => jsonResponse({ message: 'Something went wrong on our side.' }, 500));
    renderConsole(<OverviewPage session={managerSession} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the remotes…');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the remotes: Something went wrong on our side.');
  });
});
