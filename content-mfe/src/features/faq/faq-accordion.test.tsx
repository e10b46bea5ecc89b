import { renderWithProviders } from '@storefront/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqAccordion } from './faq-accordion';

const entries = [
  { question: 'First question?', answer: 'First answer.' },
  { question: 'Second question?', answer: 'Second answer.' },
  { question: 'Third question?', answer: 'Third answer.' },
];

const trigger = (name: string) => screen.getByRole('button', { name });
const expanded = () =>
  screen.getAllByRole('button').filter((button) => button.getAttribute('aria-expanded') === 'true').map((button) => button.textContent);

describe('FaqAccordion', () => {
  it('starts with every answer closed, each question a button inside a heading', () => {
    renderWithProviders(<FaqAccordion entries={entries} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(expanded()).toEqual([]);
    expect(screen.queryByText('First answer.')).not.toBeVisible();
  });

  it('keeps at most one answer open', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqAccordion entries={entries} />);
    await user.click(trigger('First question?'));
    // The accordion's state and the answer's presence settle after the click's own update.
    await waitFor(() => expect(expanded()).toEqual(['First question?']));
    await waitFor(() => expect(screen.getByText('First answer.')).toBeVisible());
    await user.click(trigger('Third question?'));
    await waitFor(() => expect(expanded()).toEqual(['Third question?']));
    await waitFor(() => expect(screen.getByText('Third answer.')).toBeVisible());
  });

  it('closes the open answer on a second click', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqAccordion entries={entries} />);
    await user.click(trigger('Second question?'));
    await user.click(trigger('Second question?'));
    expect(expanded()).toEqual([]);
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqAccordion entries={entries} />);
    await user.tab();
    expect(trigger('First question?')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(expanded()).toEqual(['First question?']);
  });
});
