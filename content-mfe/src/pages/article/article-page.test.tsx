import { renderWithProviders, Route, Routes } from '@storefront/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from '@storefront/shared/router';
import { describe, expect, it, vi } from 'vitest';
import { ArticlePage } from './article-page';
import { ARTICLE_NOT_FOUND } from './article-not-found';
import { SUBSCRIBE_REQUESTED_TEXT, SUBSCRIPTION_DRAFT_KEY } from './stay-updated';

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/articles" element={<Link to="/articles/smart-thermostat-guide">article list</Link>} />
      <Route path="/articles/:slug" element={<ArticlePage />} />
      <Route path="/contact" element={<Link to="/articles/smart-thermostat-guide">contact page</Link>} />
    </Routes>,
    { route },
  );

describe('ArticlePage', () => {
  it('shows the thermostat guide in full, with its byline', () => {
    renderAt('/articles/smart-thermostat-guide');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The Complete Guide to Smart Thermostats');
    const article = screen.getByRole('article');
    expect(within(article).getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(6);
    expect(within(article).getByText(/By Ananya Iyer/)).toBeInTheDocument();
    expect(within(article).getByText('18 March 2026')).toHaveAttribute('datetime', '2026-03-18');
  });

  it('gives search engines its title, excerpt and canonical address', () => {
    renderAt('/articles/smart-thermostat-guide');
    expect(document.title).toBe('The Complete Guide to Smart Thermostats | SecureHome Automation');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Thermostat or smart AC controller/);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://site.test/articles/smart-thermostat-guide');
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  });

  it('lists recent articles other than the one being read', () => {
    renderAt('/articles/smart-thermostat-guide');
    const recent = screen.getByRole('navigation', { name: 'Recent Articles' });
    const links = within(recent).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    expect(links.map((link) => link.getAttribute('href'))).not.toContain('/articles/smart-thermostat-guide');
  });

  it('opens each other article on its own page', async () => {
    renderAt('/articles/smart-thermostat-guide');
    await userEvent.click(screen.getByRole('link', { name: 'Where to Place Home Security Cameras' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Where to Place Home Security Cameras');
  });

  it('goes back in history when the visitor came from another page', async () => {
    renderAt('/contact');
    await userEvent.click(screen.getByRole('link', { name: 'contact page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('link', { name: 'contact page' })).toBeInTheDocument();
  });

  it('goes to the article list when there is no history to go back to', async () => {
    renderAt('/articles/smart-thermostat-guide');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('link', { name: 'article list' })).toBeInTheDocument();
  });

  it("says 'Article not found' for an unknown slug, with a way back to the list", () => {
    renderAt('/articles/no-such-article');
    expect(screen.getByRole('heading', { level: 1, name: ARTICLE_NOT_FOUND })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all articles' })).toHaveAttribute('href', '/articles');
  });

  it("'Stay Updated' takes a labelled, required e-mail and drafts the subscription request", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderAt('/articles/smart-thermostat-guide');
    const form = screen.getByRole('form', { name: 'Stay Updated' });
    const email = within(form).getByRole('textbox', { name: /Email address/ });
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    await userEvent.type(email, 'asha@example.in');
    await userEvent.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(open).toHaveBeenCalledWith(expect.stringMatching(/^mailto:support@smarthome\.example\?subject=Newsletter%20subscription&body=.*asha%40example\.in/), '_self');
    expect(within(form).getByRole('status')).toHaveTextContent(SUBSCRIBE_REQUESTED_TEXT);
  });

  it("'Stay Updated' keeps a half-typed address through a reload, and forgets it once requested", async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const first = renderAt('/articles/smart-thermostat-guide');
    await userEvent.type(screen.getByRole('textbox', { name: /Email address/ }), 'asha@exam');
    first.unmount();

    renderAt('/articles/smart-thermostat-guide');
    const email = screen.getByRole('textbox', { name: /Email address/ });
    expect(email).toHaveValue('asha@exam');
    await userEvent.type(email, 'ple.in');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(sessionStorage.getItem(SUBSCRIPTION_DRAFT_KEY)).toBeNull();
  });
});
