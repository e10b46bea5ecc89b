import { renderWithProviders } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoginPage } from './login-page';

describe('LoginPage', () => {
  it("is titled 'Welcome Back'", () => {
    renderWithProviders(<LoginPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome Back');
  });
});
