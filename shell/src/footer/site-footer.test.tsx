import { jsonResponse, mockApi, renderWithProviders } from '@storefront/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('links each policy to its slugified page with the id', async () => {
    mockApi({
      '/api/v1/policies': () =>
        jsonResponse({ data: [{ id: 4, policyName: 'Terms & Conditions' }, { id: 9, policyName: 'Refund Policy' }] }),
    });
    renderWithProviders(<SiteFooter />);
    expect(await screen.findByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/policy-type/terms-conditions?id=4',
    );
    expect(screen.getByRole('link', { name: 'Refund Policy' })).toHaveAttribute('href', '/policy-type/refund-policy?id=9');
  });

  it('shows no policies, and no error, when the list fails', async () => {
    const fetchMock = mockApi({ '/api/v1/policies': () => jsonResponse({ message: 'boom' }, 500) });
    renderWithProviders(<SiteFooter />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByTestId('footer-policies')).not.toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Quick Links' })).toBeInTheDocument();
  });

  it('has the quick links, contact details and the current year', () => {
    mockApi({});
    renderWithProviders(<SiteFooter />);
    for (const [name, href] of [['Home', '/'], ['Products', '/products'], ['About', '/about-us'], ['Contact', '/contact']]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('link', { name: 'support@smarthome.example' })).toHaveAttribute(
      'href',
      'mailto:support@smarthome.example',
    );
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeInTheDocument();
  });
});
