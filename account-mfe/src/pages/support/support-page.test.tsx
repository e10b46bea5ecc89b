import { renderWithProviders } from '@storefront/shared/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { telHref } from './direct-contact';
import { RESPONSE_TIME, SUPPORT_HOURS } from './support-header';
import { SupportPage } from './support-page';

describe('SupportPage', () => {
  it("has one h1, 'Customer Support', with the hours and the response time", () => {
    renderWithProviders(<SupportPage />, { route: '/customer-support' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Customer Support');
    expect(screen.getByText(SUPPORT_HOURS)).toHaveTextContent('9 AM - 6 PM');
    expect(screen.getByText(RESPONSE_TIME)).toHaveTextContent('24hr Response');
  });

  it('offers the support e-mail and phone from the runtime configuration as links', () => {
    renderWithProviders(<SupportPage />, { route: '/customer-support' });
    const direct = screen.getByRole('complementary', { name: 'Contact us directly' });
    expect(within(direct).getByRole('link', { name: 'support@smarthome.example' })).toHaveAttribute(
      'href',
      'mailto:support@smarthome.example',
    );
    expect(within(direct).getByRole('link', { name: '+91 80 4567 8900' })).toHaveAttribute(
      'href',
      'tel:+918045678900',
    );
  });

  it('shows the form with its Send Message button', () => {
    renderWithProviders(<SupportPage />, { route: '/customer-support' });
    expect(screen.getByRole('form', { name: 'Send us a request' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveAttribute('type', 'submit');
  });
});

describe('telHref', () => {
  it('keeps only digits and the leading plus', () => {
    expect(telHref('+91 80 4567-8900')).toBe('tel:+918045678900');
    expect(telHref('(080) 4567 8900')).toBe('tel:08045678900');
  });
});
