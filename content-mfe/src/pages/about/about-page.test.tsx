import { renderWithProviders } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AboutPage } from './about-page';

describe('AboutPage', () => {
  it('has one h1 and the WHO WE ARE section', () => {
    renderWithProviders(<AboutPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'WHO WE ARE' })).toBeInTheDocument();
  });

  it('states the three values and the four reasons to choose the company', () => {
    renderWithProviders(<AboutPage />);
    for (const value of ['Innovation', 'Security', 'Service']) {
      expect(screen.getByRole('heading', { level: 3, name: value })).toBeInTheDocument();
    }
    const reasons = ['Strong encryption', 'Remote access from a mobile app', 'Award-winning design', '24/7 customer support'];
    for (const reason of reasons) expect(screen.getByRole('heading', { level: 3, name: reason })).toBeInTheDocument();
  });

  it('shows one testimonial and a closing band that leads somewhere', () => {
    renderWithProviders(<AboutPage />);
    expect(screen.getAllByRole('figure')).toHaveLength(1);
    expect(screen.getByText('Priya Raman')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Products' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', '/contact');
  });
});
