import { renderWithProviders } from '@storefront/shared/testing';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ContactPage } from './contact-page';

const mapsPrefix = 'https://www.google.com/maps/search/?api=1&query=';

describe('ContactPage', () => {
  it("is headed 'Get in Touch', its only h1", () => {
    renderWithProviders(<ContactPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Get in Touch');
  });

  it("'Contact Us Now' moves focus to the contact cards", async () => {
    renderWithProviders(<ContactPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Contact Us Now' }));
    const cards = screen.getByRole('region', { name: 'How to Reach Us' });
    expect(cards).toHaveFocus();
    expect(within(cards).getByRole('heading', { name: 'Email Us' })).toBeInTheDocument();
  });

  it('shows the e-mail and the phone with its hours, both copyable, and the Bangalore office', () => {
    renderWithProviders(<ContactPage />);
    expect(screen.getByRole('button', { name: 'Copy support@smarthome.example' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy +91 80 4567 8900' })).toBeInTheDocument();
    expect(screen.getByText('(Mon-Fri 8am to 5pm)')).toBeInTheDocument();
    expect(screen.getByText('Bangalore Office')).toBeInTheDocument();
  });

  it('opens every map in a new tab, safely', () => {
    renderWithProviders(<ContactPage />);
    for (const name of ['Open in Maps', 'Get Directions', 'Open in Google Maps']) {
      const link = screen.getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link.getAttribute('href')).toMatch(new RegExp(`^${mapsPrefix.replace(/[?.]/g, '\\$&')}.*Bangalore`));
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('lists the business hours exactly', () => {
    renderWithProviders(<ContactPage />);
    const hours = screen.getByRole('region', { name: 'Business Hours' });
    const card = (title: string) => within(hours).getByRole('heading', { name: title }).parentElement!;
    expect(card('Main Office')).toHaveTextContent('Mon-Fri8am-5pmSat10am-2pmSunClosed');
    expect(card('Customer Support')).toHaveTextContent('Mon-Fri24/7Sat10am-6pmSun12pm-6pm');
    expect(card('Holidays')).toHaveTextContent("We're closed on major holidays");
    expect(card('Holidays')).toHaveTextContent('Emergency support: 24/7');
  });

  it("'View Holiday Schedule' shows and hides the closures", async () => {
    renderWithProviders(<ContactPage />);
    const button = screen.getByRole('button', { name: 'View Holiday Schedule' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Republic Day, 26 January')).not.toBeVisible();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // The answer's presence settles after the click's own update.
    await waitFor(() => expect(screen.getByText('Republic Day, 26 January')).toBeVisible());
  });

  it('answers the five questions of the spec', async () => {
    renderWithProviders(<ContactPage />);
    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    expect(within(faq).getAllByRole('button')).toHaveLength(5);
    const payment = within(faq).getByRole('button', { name: 'What payment methods do you accept?' });
    await userEvent.click(payment);
    await waitFor(() => expect(within(faq).getByText('We accept UPI, debit cards, credit cards and bank transfers.')).toBeVisible());
    await userEvent.click(within(faq).getByRole('button', { name: 'How quickly will you respond to my enquiry?' }));
    await waitFor(() => expect(within(faq).getByText(/within 24 hours on business days/)).toBeVisible());
    expect(payment).toHaveAttribute('aria-expanded', 'false');
    expect(within(faq).getByText(/clients in over 30 countries/)).toBeInTheDocument();
  });

  it("gives each 'Connect With Us' tile an e-mail to the company", () => {
    renderWithProviders(<ContactPage />);
    const connect = screen.getByRole('region', { name: 'Connect With Us' });
    expect(within(connect).getByText(/offices in over 12 countries/)).toBeInTheDocument();
    const links = within(connect).getAllByRole('link');
    expect(links).toHaveLength(3);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^mailto:support@smarthome\.example\?subject=/);
    expect(within(connect).getByRole('heading', { name: 'Corporate Partnerships' })).toBeInTheDocument();
    expect(within(connect).getByRole('heading', { name: 'Newsletter' })).toBeInTheDocument();
  });
});
