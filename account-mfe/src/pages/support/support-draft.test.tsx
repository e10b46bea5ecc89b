import { jsonResponse, mockApi, renderWithProviders } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SupportForm } from './support-form';
import { control, enter, fillValidRequest, sendButton } from './support-test-helpers';
import { DRAFT_KEY } from './use-support-draft';

const savedDraft = () => JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null');

describe('the support request draft', () => {
  it('is saved while typing and restored when the page comes back', async () => {
    const first = renderWithProviders(<SupportForm />);
    await enter('Full name', 'Asha Rao');
    await enter('Describe the issue', 'The lock blinks red.');
    await userEvent.selectOptions(control('Preferred contact method'), 'phone');
    expect(savedDraft().values).toMatchObject({ fullName: 'Asha Rao', preferredContact: 'phone' });
    first.unmount();

    renderWithProviders(<SupportForm />);
    expect(control('Full name')).toHaveValue('Asha Rao');
    expect(control('Describe the issue')).toHaveValue('The lock blinks red.');
    expect(control('Preferred contact method')).toHaveValue('phone');
    expect(control('Email')).toHaveValue('');
  });

  it('is not written for a form nobody has typed into', () => {
    renderWithProviders(<SupportForm />);
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('is removed once the request has been received', async () => {
    mockApi({
      '/api/v1/support-requests': () =>
        jsonResponse(
          { data: { reference: 'SR-20261122-AAAAAA', createdAt: '2026-11-22T10:00:00Z' } },
          201,
        ),
    });
    renderWithProviders(<SupportForm />);
    await fillValidRequest();
    expect(sessionStorage.getItem(DRAFT_KEY)).not.toBeNull();
    await userEvent.click(sendButton());

    expect(await screen.findByText('SR-20261122-AAAAAA')).toBeInTheDocument();
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('is kept when the send fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderWithProviders(<SupportForm />);
    await fillValidRequest();
    await userEvent.click(sendButton());
    await screen.findByRole('alert');
    expect(savedDraft().values).toMatchObject({
      fullName: 'Asha Rao',
      productModel: 'SecureLock Pro',
    });
  });

  it('ignores a damaged draft, taking back only text for known fields', () => {
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ values: { fullName: 'Asha', phone: 42, admin: 'yes' } }),
    );
    const first = renderWithProviders(<SupportForm />);
    expect(control('Full name')).toHaveValue('Asha');
    expect(control('Phone')).toHaveValue('');
    first.unmount();

    sessionStorage.setItem(DRAFT_KEY, '{not json');
    renderWithProviders(<SupportForm />);
    expect(control('Full name')).toHaveValue('');
  });

  it('still works when the browser refuses storage', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    renderWithProviders(<SupportForm />);
    await enter('Full name', 'Asha Rao');
    expect(control('Full name')).toHaveValue('Asha Rao');
  });
});
