import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** A control by its visible label (the required mark '*' follows the label text). */
export function control(label: string): HTMLElement {
  return screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));
}

/** Focuses the field and pastes the text: one change per field keeps the tests fast. */
export async function enter(label: string, text: string) {
  await userEvent.click(control(label));
  await userEvent.paste(text);
}

export async function fillValidRequest() {
  await enter('Full name', 'Asha Rao');
  await enter('Email', 'asha@example.in');
  await enter('Phone', '+91 98765 43210');
  await enter('Product model', 'SecureLock Pro');
  await enter('Describe the issue', 'The lock does not pair with the app.');
  await userEvent.selectOptions(control('Preferred contact method'), 'both');
  await userEvent.selectOptions(control('Best time to contact you'), 'evening');
}

export const sendButton = () => screen.getByRole('button', { name: 'Send Message' });
