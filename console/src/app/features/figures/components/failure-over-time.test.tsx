import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockConsoleApi, renderConsole } from '../../../testing/render-console';
import { FailureOverTime, NO_REPORTS } from './failure-over-time';

const url = 'GET /console-api/remotes/catalog-mfe/hourly-figures';
const hourAgo = (hours: number) => new Date(Date.parse('2026-11-03T12:00:00.000Z') - hours * 3_600_000).toISOString();

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-03T12:30:00.000Z'), shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('failure rates over time', () => {
  it('draws the canary against the live version, says it in words, and gives the figures as a table', async () => {
    mockConsoleApi({
      [url]: () =>
        jsonResponse({
          since: hourAgo(24),
          live: 'v2',
          canary: 'v3',
          hours: [
            { hour: hourAgo(1), version: 'v2', visitors: 40, failedVisitors: 2 },
            { hour: hourAgo(0), version: 'v2', visitors: 50, failedVisitors: 1 },
            { hour: hourAgo(0), version: 'v3', visitors: 8, failedVisitors: 2 },
          ],
        }),
    });
    renderConsole(<FailureOverTime folder="catalog-mfe" />);
    const chart = await screen.findByRole('img', { name: 'Failure rate per hour over the last 24 hours' });
    expect(chart).toHaveAccessibleDescription('Canary v3: 25.0 % failed in its latest hour with reports; Live v2: 2.0 % failed in its latest hour with reports.');
    expect(within(screen.getByRole('list', { name: 'Legend' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Canary v3', 'Live v2']);

    await userEvent.click(screen.getByText("The chart's figures as a table"));
    const table = screen.getByRole('table', { name: 'Visitors and failures per hour' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(26);
    expect(rows.at(-1)).toHaveTextContent('2 of 8 failed (25.0 %)');
    expect(rows.at(-1)).toHaveTextContent('1 of 50 failed (2.0 %)');
    expect(rows.at(-2)).toHaveTextContent('no reports');
  });

  it('says so when nobody reported in the window', async () => {
    mockConsoleApi({ [url]: () => jsonResponse({ since: hourAgo(24), live: 'v2', canary: null, hours: [] }) });
    renderConsole(<FailureOverTime folder="catalog-mfe" />);
    expect(await screen.findByText(NO_REPORTS)).toBeInTheDocument();
  });

  it('shows it is loading, then why it could not load, with Retry', async () => {
    mockConsoleApi({ [url]: () => jsonResponse({ message: 'Something went wrong on our side.' }, 500) });
    renderConsole(<FailureOverTime folder="catalog-mfe" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading failure rates over time…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load failure rates over time: Something went wrong on our side.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
