import { renderWithProviders } from '@storefront/shared/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomePage } from './home-page';

describe('HomePage', () => {
  it('has exactly one h1, above the two-image carousel', () => {
    renderWithProviders(<HomePage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Smart Security for Modern Living');
    const carousel = screen.getByRole('region', { name: 'Featured solutions' });
    expect(within(carousel).getAllByRole('group', { hidden: true })).toHaveLength(2);
    expect(within(carousel).getByText('1 / 2')).toBeInTheDocument();
  });

  it('shows the three feature cards', () => {
    renderWithProviders(<HomePage />);
    for (const title of ['Voice Control', 'Biometric Security', 'Security Encryption']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
  });

  it('shows the SecureLock range, Business marked Most Popular, each linking to the products', () => {
    renderWithProviders(<HomePage />);
    expect(screen.getByText('Fingerprint and PIN access')).toBeInTheDocument();
    expect(screen.getByText('Mobile app control')).toBeInTheDocument();
    expect(screen.getByText('Multi-user management')).toBeInTheDocument();
    expect(screen.getByText('Access scheduling')).toBeInTheDocument();
    expect(screen.getByText('Advanced access control')).toBeInTheDocument();
    expect(screen.getByText('Multi-location management')).toBeInTheDocument();
    const popular = screen.getByText('Most Popular');
    expect(popular.closest('.chakra-card__root')).toHaveTextContent('SecureLock Business');
    for (const model of ['SecureLock Home', 'SecureLock Business', 'SecureLock Enterprise']) {
      expect(screen.getByRole('link', { name: `Learn More about ${model}` })).toHaveAttribute('href', '/products');
    }
  });

  it('walks through the four steps and links the calls to action', () => {
    renderWithProviders(<HomePage />);
    const steps = ['Keyless', 'Intelligent Device Selection', 'Energy Efficient', '24/7 Support'];
    for (const step of steps) expect(screen.getByRole('heading', { name: step })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Schedule a Consultation' })).toHaveAttribute('href', '/customer-support');
    expect(screen.getByRole('heading', { name: 'Ready to Secure Your Property?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us Today' })).toHaveAttribute('href', '/contact');
  });
});
