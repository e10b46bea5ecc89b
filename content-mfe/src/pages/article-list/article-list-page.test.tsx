import { renderWithProviders } from '@storefront/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ArticleListPage } from './article-list-page';
import { LINK_COPIED_TEXT, LINK_COPY_FAILED_TEXT } from './share-article-button';

const thermostatCard = () => screen.getByRole('article', { name: 'The Complete Guide to Smart Thermostats' });
const shareButton = () => within(thermostatCard()).getByRole('button', { name: 'Share “The Complete Guide to Smart Thermostats”' });
const articleUrl = `${window.location.origin}/articles/smart-thermostat-guide`;

function stubNavigator(property: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, property, { value, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('ArticleListPage', () => {
  it('shows six article cards, each with title, excerpt, author, date and a link to its page', () => {
    renderWithProviders(<ArticleListPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('article')).toHaveLength(6);
    const card = thermostatCard();
    expect(within(card).getByRole('link', { name: 'The Complete Guide to Smart Thermostats' })).toHaveAttribute(
      'href',
      '/articles/smart-thermostat-guide',
    );
    expect(card).toHaveTextContent('Ananya Iyer');
    expect(within(card).getByText('18 March 2026')).toHaveAttribute('datetime', '2026-03-18');
    expect(within(card).getByRole('img', { name: 'Smart thermostat on a living-room wall' })).toBeInTheDocument();
    const slugs = screen.getAllByRole('article').map((article) => within(article).getByRole('link').getAttribute('href'));
    expect(new Set(slugs).size).toBe(6);
  });

  it('uses the native share sheet where the browser has one', async () => {
    const share = vi.fn(() => Promise.resolve());
    stubNavigator('share', share);
    renderWithProviders(<ArticleListPage />);
    await userEvent.click(shareButton());
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ title: 'The Complete Guide to Smart Thermostats', url: articleUrl }));
    expect(screen.queryByText(LINK_COPIED_TEXT)).not.toBeInTheDocument();
  });

  it('does nothing more when the visitor closes the share sheet', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubNavigator('share', () => Promise.reject(new DOMException('Cancelled', 'AbortError')));
    stubNavigator('clipboard', { writeText });
    renderWithProviders(<ArticleListPage />);
    await userEvent.click(shareButton());
    expect(writeText).not.toHaveBeenCalled();
  });

  it("copies the link and says 'Link copied!' without native share", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubNavigator('share', undefined);
    stubNavigator('clipboard', { writeText });
    renderWithProviders(<ArticleListPage />);
    await userEvent.click(shareButton());
    expect(writeText).toHaveBeenCalledWith(articleUrl);
    expect(within(thermostatCard()).getByRole('status')).toHaveTextContent(LINK_COPIED_TEXT);
  });

  it('says so when the link cannot be copied either', async () => {
    stubNavigator('share', undefined);
    stubNavigator('clipboard', { writeText: () => Promise.reject(new Error('denied')) });
    renderWithProviders(<ArticleListPage />);
    await userEvent.click(shareButton());
    expect(await within(thermostatCard()).findByText(LINK_COPY_FAILED_TEXT)).toBeInTheDocument();
  });
});
