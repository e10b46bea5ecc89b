import { renderWithProviders } from '@storefront/shared/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Mail } from 'lucide-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPY_FEEDBACK_MS } from '../../features/clipboard/use-copy-feedback';
import { COPIED_TEXT, COPY_FAILED_TEXT, COPY_HINT, CopyCard } from './copy-card';

function stubClipboard(writeText: (text: string) => Promise<void>) {
  const spy = vi.fn(writeText);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: spy }, configurable: true });
  return spy;
}

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'clipboard');
});

const renderCard = () => renderWithProviders(<CopyCard title="Email Us" icon={Mail} value="support@smarthome.example" />);
const copyButton = () => screen.getByRole('button', { name: 'Copy support@smarthome.example' });

describe('CopyCard', () => {
  it("copies the value and shows 'Copied!' for 2 seconds", async () => {
    vi.useFakeTimers();
    const writeText = stubClipboard(() => Promise.resolve());
    renderCard();
    await act(async () => {
      fireEvent.click(copyButton());
    });
    expect(writeText).toHaveBeenCalledWith('support@smarthome.example');
    expect(screen.getByRole('status')).toHaveTextContent(COPIED_TEXT);
    act(() => vi.advanceTimersByTime(COPY_FEEDBACK_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent(COPIED_TEXT);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('starts the 2 seconds again on a second copy', async () => {
    vi.useFakeTimers();
    stubClipboard(() => Promise.resolve());
    renderCard();
    await act(async () => {
      fireEvent.click(copyButton());
    });
    act(() => vi.advanceTimersByTime(1500));
    await act(async () => {
      fireEvent.click(copyButton());
    });
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByRole('status')).toHaveTextContent(COPIED_TEXT);
  });

  it('says so when the browser refuses the clipboard', async () => {
    stubClipboard(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    renderCard();
    await userEvent.click(copyButton());
    expect(await screen.findByText(COPY_FAILED_TEXT)).toBeInTheDocument();
    expect(screen.queryByText(COPIED_TEXT)).not.toBeInTheDocument();
  });

  it('says so when there is no clipboard at all (an insecure page)', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    renderCard();
    await userEvent.click(copyButton());
    expect(await screen.findByText(COPY_FAILED_TEXT)).toBeInTheDocument();
  });

  it("shows the 'Click to copy' tooltip at once on hover", async () => {
    stubClipboard(() => Promise.resolve());
    renderCard();
    await userEvent.hover(copyButton());
    // Well under the 700 ms site default: the copy tooltip opens with no delay.
    expect(await screen.findByText(COPY_HINT, {}, { timeout: 300 })).toBeInTheDocument();
  });
});
