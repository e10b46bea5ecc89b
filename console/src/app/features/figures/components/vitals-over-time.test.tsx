import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockConsoleApi, renderConsole } from '../../../testing/render-console';
import { NO_PAGE_VIEWS, VitalsOverTime } from './vitals-over-time';

const url = 'GET /console-api/remotes/catalog-mfe/hourly-vitals';
const hourAgo = (hours: number) => new Date(Date.parse('2026-11-03T12:00:00.000Z') - hours * 3_600_000).toISOString();
const canaryAgainstLive = [
  { label: 'Canary', version: 'v3' },
  { label: 'Live', version: 'v2' },
];

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-03T12:30:00.000Z'), shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('speed over time', () => {
  it('draws p75 LCP and INP of the canary against the live version, says them in words, and gives the figures as a table', async () => {
    mockConsoleApi({
      [url]: () =>
        jsonResponse({
          since: hourAgo(24),
          versions: canaryAgainstLive,
          hours: [
            { hour: hourAgo(1), version: 'v2', pageViews: 40, lcp: 1_900, inp: 120 },
            { hour: hourAgo(0), version: 'v2', pageViews: 50, lcp: 2_100, inp: 150 },
            { hour: hourAgo(0), version: 'v3', pageViews: 8, lcp: 4_200, inp: null },
          ],
        }),
    });
    renderConsole(<VitalsOverTime folder="catalog-mfe" />);
    const lcp = await screen.findByRole('img', { name: 'p75 LCP per hour' });
    expect(lcp).toHaveAccessibleDescription('Canary v3: 4,200 ms (poor) in its latest hour measured; Live v2: 2,100 ms (good) in its latest hour measured.');
    expect(screen.getByRole('img', { name: 'p75 INP per hour' })).toHaveAccessibleDescription('Canary v3: not measured; Live v2: 150 ms (good) in its latest hour measured.');
    expect(screen.getByRole('figure', { name: 'Speed of page views per hour over the last 24 hours' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Legend' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Canary v3', 'Live v2']);

    await userEvent.click(screen.getByText("The chart's figures as a table"));
    const rows = within(screen.getByRole('table', { name: 'Page views and p75 speed per hour' })).getAllByRole('row');
    expect(rows).toHaveLength(26);
    expect(rows.at(-1)).toHaveTextContent('LCP 4,200 ms, INP –; 8 page views');
    expect(rows.at(-1)).toHaveTextContent('LCP 2,100 ms, INP 150 ms; 50 page views');
    expect(rows.at(-2)).toHaveTextContent('no page views');
  });

  it('draws the live version against the last known good one without a canary', async () => {
    mockConsoleApi({
      [url]: () =>
        jsonResponse({
          since: hourAgo(24),
          versions: [
            { label: 'Live', version: 'v2' },
            { label: 'Last known good', version: 'v1' },
          ],
          hours: [{ hour: hourAgo(3), version: 'v1', pageViews: 1, lcp: 900, inp: 80 }],
        }),
    });
    renderConsole(<VitalsOverTime folder="catalog-mfe" />);
    expect(await screen.findByRole('img', { name: 'p75 LCP per hour' })).toHaveAccessibleDescription('Live v2: not measured; Last known good v1: 900 ms (good) in its latest hour measured.');
    expect(within(screen.getByRole('list', { name: 'Legend' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Live v2', 'Last known good v1']);
  });

  it('says so when no page view was measured in the window', async () => {
    mockConsoleApi({ [url]: () => jsonResponse({ since: hourAgo(24), versions: canaryAgainstLive, hours: [] }) });
    renderConsole(<VitalsOverTime folder="catalog-mfe" />);
    expect(await screen.findByText(NO_PAGE_VIEWS)).toBeInTheDocument();
  });

  it('shows it is loading, then why it could not load, with Retry', async () => {
    mockConsoleApi({ [url]: () => jsonResponse({ message: 'Something went wrong on our side.' }, 500) });
    renderConsole(<VitalsOverTime folder="catalog-mfe" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading speed over time…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load speed over time: Something went wrong on our side.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
