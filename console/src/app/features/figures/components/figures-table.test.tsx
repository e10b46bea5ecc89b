import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../../testing/render-console';
import { FiguresTable } from './figures-table';

const figures = { visitors: 40, failedVisitors: 10, networks: 30, failedNetworks: 8, failureRate: 0.25 };

describe('FiguresTable', () => {
  it('shows each version in a column, and web vitals as rows when the status reports them', () => {
    renderConsole(
      <FiguresTable
        caption="Canary against live"
        columns={[
          { label: 'Canary v3', figures: { ...figures, vitals: { lcp: { p75: 2400 } } } as typeof figures },
          { label: 'Live v2', figures: { ...figures, failureRate: 0.01, vitals: { lcp: { p75: 1900 }, inp: { p75: 120 } } } as typeof figures },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Canary against live' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Figure', 'Canary v3', 'Live v2']);
    expect(within(table).getByRole('row', { name: /Failure rate/ })).toHaveTextContent('Failure rate25.0 %1.0 %');
    expect(within(table).getByRole('row', { name: /vitals lcp p75/ })).toHaveTextContent('vitals lcp p752,4001,900');
    expect(within(table).getByRole('row', { name: /vitals inp p75/ })).toHaveTextContent('vitals inp p75—120');
  });

  it('shows a dash for a version with no figures', () => {
    renderConsole(<FiguresTable caption="Live" columns={[{ label: 'Live (none)', figures: null }]} />);
    expect(screen.getByRole('row', { name: /Visitors/ })).toHaveTextContent('Visitors—');
  });
});
