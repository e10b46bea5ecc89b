import { renderWithProviders } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import { Check } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { CheckList } from './check-list';

const items = ['Remote access', 'Voice control', 'Two-year warranty'];

describe('CheckList', () => {
  it('is one list with an item for every text, in order', () => {
    renderWithProviders(<CheckList items={items} gap={2} align="center" />);
    expect(screen.getAllByRole('list')).toHaveLength(1);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(items);
  });

  it('puts a check beside every item, hidden from assistive technology', () => {
    const { container } = renderWithProviders(<CheckList items={items} gap={3} align="start" />);
    const checks = container.querySelectorAll('li > svg.lucide-circle-check');
    expect(checks).toHaveLength(items.length);
    for (const check of checks) expect(check).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws the check it is given', () => {
    const { container } = renderWithProviders(<CheckList items={items} gap={2} align="start" icon={Check} />);
    expect(container.querySelectorAll('li > svg.lucide-check')).toHaveLength(items.length);
    expect(container.querySelector('svg.lucide-circle-check')).toBeNull();
  });
});
