import { renderWithProviders } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { INVALID_EMAIL, NEWSLETTER_DRAFT_KEY, NewsletterSignup, SUBSCRIBED } from './newsletter-signup';

describe('NewsletterSignup', () => {
  it('refuses an address that is not an e-mail, and says why', async () => {
    renderWithProviders(<NewsletterSignup />);
    expect(screen.getByRole('heading', { name: 'Stay Updated' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email address'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText(INVALID_EMAIL)).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(SUBSCRIBED)).not.toBeInTheDocument();
  });

  it('thanks the visitor for a valid address, submitted with Enter', async () => {
    renderWithProviders(<NewsletterSignup />);
    await userEvent.type(screen.getByLabelText('Email address'), 'asha@example.in{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent(SUBSCRIBED);
    expect(screen.queryByText(INVALID_EMAIL)).not.toBeInTheDocument();
  });

  it('keeps a half-typed address through a reload, and forgets it once subscribed', async () => {
    const first = renderWithProviders(<NewsletterSignup />);
    await userEvent.type(screen.getByLabelText('Email address'), 'asha@exam');
    first.unmount();

    renderWithProviders(<NewsletterSignup />);
    expect(screen.getByLabelText('Email address')).toHaveValue('asha@exam');
    await userEvent.type(screen.getByLabelText('Email address'), 'ple.in{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent(SUBSCRIBED);
    expect(sessionStorage.getItem(NEWSLETTER_DRAFT_KEY)).toBeNull();
  });
});
