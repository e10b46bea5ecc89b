import { SUPPORT_REQUEST_MESSAGES as messages } from '@storefront/shared/support-request-rules';
import { jsonResponse, mockApi, renderWithProviders } from '@storefront/shared/testing';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SEND_NETWORK_ERROR, SEND_SERVER_ERROR } from './send-failure-alert';
import { SupportForm } from './support-form';
import { RESPONSE_PROMISE } from './support-success';
import { control, enter, fillValidRequest, sendButton } from './support-test-helpers';

const receipt = { reference: 'SR-20261122-K7QX2M', createdAt: '2026-11-22T10:00:00.000Z' };
const accepted = () => jsonResponse({ data: receipt }, 201);

/** The JSON body of the n-th call to the mocked fetch. */
function sentBody(fetchMock: { mock: { calls: unknown[][] } }, index = 0): unknown {
  const init = fetchMock.mock.calls[index]?.[1] as RequestInit | undefined;
  return JSON.parse(String(init?.body));
}

describe('SupportForm', () => {
  it('has every field of the spec, labelled, with the required ones marked required', () => {
    renderWithProviders(<SupportForm />);
    for (const label of [
      'Full name',
      'Email',
      'Phone',
      'Product model',
      'Describe the issue',
      'Preferred contact method',
    ]) {
      expect(control(label)).toBeRequired();
    }
    for (const label of ['Order number', 'Best time to contact you', 'Additional comments']) {
      expect(control(label)).not.toBeRequired();
    }
    expect(control('Email')).toHaveAttribute('type', 'email');
    expect(control('Phone')).toHaveAttribute('type', 'tel');
    const times = Array.from(
      (control('Best time to contact you') as HTMLSelectElement).options,
      (o) => o.text,
    );
    expect(times).toEqual([
      'Select a time',
      'Morning (9 AM - 12 PM)',
      'Afternoon (12 PM - 3 PM)',
      'Evening (3 PM - 6 PM)',
      'Anytime',
    ]);
    const methods = Array.from(
      (control('Preferred contact method') as HTMLSelectElement).options,
      (o) => o.value,
    );
    expect(methods).toEqual(['', 'email', 'phone', 'both']);
  });

  it('sends nothing while invalid: errors beside their fields, focus on the first', async () => {
    const fetchMock = mockApi({ '/api/v1/support-requests': accepted });
    renderWithProviders(<SupportForm />);
    await enter('Email', 'asha@');
    await userEvent.click(sendButton());

    const fullName = control('Full name');
    expect(fullName).toHaveFocus();
    expect(fullName).toHaveAttribute('aria-invalid', 'true');
    expect(fullName).toHaveAccessibleDescription(messages.fullNameRequired);
    expect(control('Email')).toHaveAccessibleDescription(messages.emailInvalid);
    expect(control('Phone')).toHaveAccessibleDescription(messages.phoneRequired);
    expect(control('Preferred contact method')).toHaveAccessibleDescription(
      messages.preferredContactRequired,
    );
    expect(control('Order number')).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();

    // Errors follow the typing once shown: a fixed field stops looking wrong.
    await enter('Full name', 'Asha Rao');
    expect(fullName).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(messages.fullNameRequired)).not.toBeInTheDocument();
  });

  it('sends a valid request and shows its reference and the 24-hour promise', async () => {
    const fetchMock = mockApi({ '/api/v1/support-requests': accepted });
    renderWithProviders(<SupportForm />);
    await fillValidRequest();
    await enter('Order number', '  ORD-1042 ');
    await userEvent.click(sendButton());

    expect(await screen.findByText(receipt.reference)).toBeInTheDocument();
    expect(screen.getByText(RESPONSE_PROMISE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /request has been sent/ })).toHaveFocus();
    expect(sentBody(fetchMock)).toEqual({
      fullName: 'Asha Rao',
      email: 'asha@example.in',
      phone: '+91 98765 43210',
      orderNumber: 'ORD-1042',
      productModel: 'SecureLock Pro',
      issue: 'The lock does not pair with the app.',
      preferredContact: 'both',
      bestTime: 'evening',
      submissionId: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
  });

  it("'Send another request' brings back an empty form", async () => {
    mockApi({ '/api/v1/support-requests': accepted });
    renderWithProviders(<SupportForm />);
    await fillValidRequest();
    await userEvent.click(sendButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Send another request' }));

    expect(control('Full name')).toHaveValue('');
    expect(control('Full name')).toHaveFocus();
    expect(control('Preferred contact method')).toHaveValue('');
    expect(control('Full name')).not.toHaveAttribute('aria-invalid');
  });

  it('keeps everything when the service cannot be reached, and Retry sends it again', async () => {
    const fetchMock = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<SupportForm />);
    await fillValidRequest();
    await userEvent.click(sendButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(SEND_NETWORK_ERROR);
    expect(control('Full name')).toHaveValue('Asha Rao');
    expect(control('Describe the issue')).toHaveValue('The lock does not pair with the app.');

    fetchMock.mockResolvedValueOnce(accepted());
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(receipt.reference)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // The same submission id: had the first send been stored after all, the API keeps it once.
    expect(sentBody(fetchMock, 1)).toEqual(sentBody(fetchMock, 0));
  });

  it('says the service had trouble on a 5xx answer, with Retry', async () => {
    mockApi({
      '/api/v1/support-requests': () =>
        jsonResponse({ message: 'Something went wrong on our side.' }, 500),
    });
    renderWithProviders(<SupportForm />);
    await fillValidRequest();
    await userEvent.click(sendButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(SEND_SERVER_ERROR);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(control('Product model')).toHaveValue('SecureLock Pro');
  });

  it("shows the server's message when too many requests came from this address, keeping the form", async () => {
    const tooMany =
      'You have sent many support requests in the last hour, so this one has not been sent. Everything you typed is still here: please try again in 40 minutes, or contact us by e-mail or phone.';
    mockApi({
      '/api/v1/support-requests': () => {
        const response = jsonResponse({ message: tooMany }, 429);
        response.headers.set('Retry-After', '2400');
        return response;
      },
    });
    renderWithProviders(<SupportForm />);
    await fillValidRequest();
    await userEvent.click(sendButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(tooMany);
    expect(control('Full name')).toHaveValue('Asha Rao');
  });

  it('names the field holding control or text-direction characters before sending', async () => {
    const fetchMock = mockApi({ '/api/v1/support-requests': accepted });
    renderWithProviders(<SupportForm />);
    await fillValidRequest();
    fireEvent.change(control('Full name'), { target: { value: 'Asha \u202eoaR' } });
    await userEvent.click(sendButton());

    expect(await screen.findByText(messages.fullNameUnsafe)).toBeInTheDocument();
    expect(control('Full name')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's per-field messages next to their fields", async () => {
    mockApi({
      '/api/v1/support-requests': () =>
        jsonResponse(
          {
            message: 'Please correct the highlighted fields.',
            errors: { phone: messages.phoneInvalid },
          },
          400,
        ),
    });
    renderWithProviders(<SupportForm />);
    await fillValidRequest();
    await userEvent.click(sendButton());

    expect(await screen.findByText(messages.phoneInvalid)).toBeInTheDocument();
    expect(control('Phone')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows progress while sending and sends only once', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = mockApi({
      '/api/v1/support-requests': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderWithProviders(<SupportForm />);
    await fillValidRequest();
    const form = screen.getByRole('form', { name: 'Send us a request' });
    const button = sendButton();
    fireEvent.submit(form);
    fireEvent.submit(form);
    await userEvent.click(button);

    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Sending...');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer(accepted());
    expect(await screen.findByText(receipt.reference)).toBeInTheDocument();
  });
});
