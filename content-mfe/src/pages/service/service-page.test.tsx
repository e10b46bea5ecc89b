import { renderWithProviders, Route, Routes } from '@storefront/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { describe, expect, it } from 'vitest';
import { ServicePage } from './service-page';

// The tabs measure their indicator right after mounting; letting that settle inside act keeps
// React's warnings out of the output.
const renderAt = (route: string) =>
  act(async () => {
    renderWithProviders(
      <Routes>
        <Route path="/service-page/:slug?" element={<ServicePage />} />
        <Route path="/404" element={<p>not found route</p>} />
      </Routes>,
      { route },
    );
  });

const tab = (name: string) => screen.getByRole('tab', { name });
// Panels are named by their tab; a panel being closed can linger for a frame, so ask by name.
const panel = (name: string) => screen.getByRole('tabpanel', { name });

describe('ServicePage', () => {
  it('shows the service named by the slug', async () => {
    await renderAt('/service-page/cctv-surveillance-system');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('CCTV Surveillance System');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('img', { name: /security camera watching a driveway/ })).toHaveAttribute('width', '1200');
  });

  it.each(['/service-page/unknown-service', '/service-page', '/service-page/constructor'])('redirects %s to /404', async (route) => {
    await renderAt(route);
    expect(screen.getByText('not found route')).toBeInTheDocument();
  });

  it('has the six tabs, Overview selected first', async () => {
    await renderAt('/service-page/smart-home-automation');
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual([
      'Overview',
      'Features',
      'Process',
      'Pricing',
      'Gallery',
      'FAQ',
    ]);
    expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');
    expect(within(panel('Overview')).getByRole('heading', { name: 'Key benefits' })).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    await renderAt('/service-page/smart-home-automation');
    await user.click(tab('Overview'));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(tab('Features')).toHaveFocus());
    // jsdom does not replay the browser's focus-driven activation (the e2e journey checks it); Enter selects.
    await user.keyboard('{Enter}');
    expect(tab('Features')).toHaveAttribute('aria-selected', 'true');
    expect(within(panel('Features')).getByRole('heading', { name: 'Voice control' })).toBeInTheDocument();
  });

  it('prices the plans by the rules: Most Popular in the middle, Custom without one-time payment', async () => {
    await renderAt('/service-page/gate-curtain-automation');
    await userEvent.click(tab('Pricing'));
    const plans = within(panel('Pricing')).getAllByRole('listitem').filter((item) => item.dataset.testid?.startsWith('plan-'));
    expect(plans).toHaveLength(3);
    const [basic, premium, enterprise] = plans as [HTMLElement, HTMLElement, HTMLElement];
    expect(basic).toHaveTextContent('₹899');
    expect(basic).toHaveTextContent('one-time payment');
    expect(within(basic).getByRole('link', { name: 'Get Started with the Basic plan' })).toHaveAttribute('href', '/customer-support');
    expect(premium).toHaveTextContent('Most Popular');
    expect(premium).toHaveTextContent('₹2,499');
    expect(enterprise).toHaveTextContent('Custom');
    expect(enterprise).not.toHaveTextContent('one-time payment');
    expect(within(enterprise).getByRole('link', { name: 'Contact Us with the Enterprise plan' })).toHaveAttribute('href', '/contact');
    expect(within(panel('Pricing')).getAllByText('Most Popular')).toHaveLength(1);
  });

  it('shows a four-picture gallery with alternative text', async () => {
    await renderAt('/service-page/smart-lighting-systems');
    await userEvent.click(tab('Gallery'));
    expect(within(panel('Gallery')).getAllByRole('img')).toHaveLength(4);
  });

  it('opens the FAQ with no answer shown, then one at a time', async () => {
    const user = userEvent.setup();
    await renderAt('/service-page/water-level-monitoring-controlling-systems');
    await user.click(tab('FAQ'));
    const questions = within(panel('FAQ')).getAllByRole('button');
    expect(questions.every((question) => question.getAttribute('aria-expanded') === 'false')).toBe(true);
    await user.click(questions[0]!);
    await user.click(questions[1]!);
    expect(questions.map((question) => question.getAttribute('aria-expanded'))).toEqual(['false', 'true', 'false', 'false']);
  });

  it("links Get Quote, and 'Learn More' takes focus to the tabs", async () => {
    await renderAt('/service-page/cctv-surveillance-system');
    expect(screen.getByRole('link', { name: 'Get Quote' })).toHaveAttribute('href', '/customer-support');
    await userEvent.click(screen.getByRole('button', { name: 'Learn More' }));
    expect(screen.getByRole('region', { name: 'CCTV Surveillance System in detail' })).toHaveFocus();
  });

  it("ends with 'Ready to Get Started?', calling and e-mailing the company", async () => {
    await renderAt('/service-page/cctv-surveillance-system');
    expect(screen.getByRole('heading', { name: 'Ready to Get Started?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', 'tel:+918045678900');
    expect(screen.getByRole('link', { name: 'Email Us' })).toHaveAttribute('href', 'mailto:support@smarthome.example');
  });
});
