import { screen } from '@testing-library/react';
import { NO_VITALS } from '@storefront/release/vitals';
import { describe, expect, it } from 'vitest';
import { renderConsole, vitals } from '../../../testing/render-console';
import { VitalsTable } from './vitals-table';

describe('VitalsTable', () => {
  it('rates each p75 in words as web.dev does', () => {
    renderConsole(<VitalsTable caption="Speed" columns={[{ label: 'Live v2', vitals: vitals(3000, 150, 1) }]} />);
    expect(screen.getByRole('row', { name: /LCP/ })).toHaveTextContent('LCP3,000 ms (needs improvement), 1 page view');
    expect(screen.getByRole('row', { name: /INP/ })).toHaveTextContent('INP150 ms (good), 1 page view');
  });

  it('says so when no page view was measured', () => {
    renderConsole(<VitalsTable caption="Speed" columns={[{ label: 'Live v2', vitals: NO_VITALS }, { label: 'Last known good (none)', vitals: null }]} />);
    expect(screen.getByText('No page views measured yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
