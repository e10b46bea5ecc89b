import { renderWithProviders } from '@storefront/shared/testing';
import { screen, within } from '@testing-library/react';
import { Bell, Lock } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import type { IconCardItem } from './icon-card';
import { IconCardSection } from './icon-card-section';

const items: readonly IconCardItem[] = [
  { title: 'Locks', text: 'Doors that open for you.', icon: Lock },
  { title: 'Alarms', text: 'A siren when it matters.', icon: Bell },
];

const section = () => screen.getByRole('region', { name: 'Our devices' });

describe('IconCardSection', () => {
  it('is a section named by its h2, with an h3 and the text for every card', () => {
    renderWithProviders(<IconCardSection id="devices" eyebrow="What we fit" title="Our devices" items={items} />);
    expect(within(section()).getByRole('heading', { level: 2, name: 'Our devices' })).toBeInTheDocument();
    expect(within(section()).getByText('What we fit')).toBeInTheDocument();
    expect(within(section()).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Locks', 'Alarms']);
    expect(within(section()).getByText('Doors that open for you.')).toBeInTheDocument();
    expect(within(section()).getByText('A siren when it matters.')).toBeInTheDocument();
    expect(within(section()).queryByRole('list')).not.toBeInTheDocument();
  });

  it("adds each card's action and the section's action", () => {
    renderWithProviders(
      <IconCardSection
        id="devices"
        title="Our devices"
        items={items}
        renderAction={(item) => <a href={`/devices/${item.title}`}>About {item.title}</a>}
        action={<a href="/devices">All devices</a>}
      />,
    );
    expect(within(section()).getByRole('link', { name: 'About Alarms' })).toHaveAttribute('href', '/devices/Alarms');
    expect(within(section()).getByRole('link', { name: 'All devices' })).toBeInTheDocument();
  });

  it.each([
    ['list', 'UL'],
    ['steps', 'OL'],
  ] as const)('draws the %s variant as a %s whose items hold the titles', (variant, tagName) => {
    renderWithProviders(<IconCardSection id="devices" title="Our devices" variant={variant} items={items} />);
    const list = within(section()).getByRole('list');
    expect(list.tagName).toBe(tagName);
    const entries = within(list).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(within(entries[1]!).getByRole('heading', { level: 3, name: 'Alarms' })).toBeInTheDocument();
    expect(entries[1]).toHaveTextContent('A siren when it matters.');
  });

  it('numbers the steps', () => {
    renderWithProviders(<IconCardSection id="devices" title="Our devices" variant="steps" items={items} />);
    const [first, second] = within(section()).getAllByRole('listitem');
    expect(first).toHaveTextContent(/^1Locks/);
    expect(second).toHaveTextContent(/^2Alarms/);
  });
});
