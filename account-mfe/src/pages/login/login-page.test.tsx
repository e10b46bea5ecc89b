import { storefrontStore } from '@storefront/shared';
import { renderWithProviders } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { LoginPage } from './login-page';
import { SIGN_UP_NOTE } from './login-form';

const demo = { id: 1, name: 'Demo Customer', email: 'demo@smarthome.example' };

beforeEach(() => {
  storefrontStore.setState(storefrontStore.getInitialState(), true);
});

describe('LoginPage', () => {
  it("is titled 'Welcome Back' and has labelled, required email and password fields", () => {
    renderWithProviders(<LoginPage />, { route: '/login' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome Back');
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByLabelText(/^Password/)).toBeRequired();
    expect(screen.getByRole('button', { name: 'Login' })).toHaveAttribute('type', 'submit');
  });

  it('posts the form itself, so the browser never puts the password in the address', () => {
    renderWithProviders(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('form', { name: 'Login' })).toHaveAttribute('method', 'post');
  });

  it("offers an honest 'Sign Up': a link to the contact page, with a note", () => {
    renderWithProviders(<LoginPage />, { route: '/login' });
    const signUp = screen.getByRole('link', { name: 'Sign Up' });
    expect(signUp).toHaveAttribute('href', '/contact');
    expect(signUp).toHaveAccessibleDescription(SIGN_UP_NOTE);
  });

  it('tells a signed-in visitor so, and Logout clears the session and brings the form back', async () => {
    storefrontStore.getState().login(demo);
    renderWithProviders(<LoginPage />, { route: '/login' });

    expect(screen.getByText('You are signed in as Demo Customer.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(storefrontStore.getState().userData).toBeNull();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
