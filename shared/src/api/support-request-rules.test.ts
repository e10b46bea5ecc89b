import { describe, expect, it } from 'vitest';
import {
  SUPPORT_REQUEST_MESSAGES as messages,
  validateSupportRequest,
} from './support-request-rules';

// One set of rules for the form and the API: these cases guard both.

const valid = {
  fullName: 'Asha Rao',
  email: 'asha@example.in',
  phone: '+91 98765 43210',
  orderNumber: '',
  productModel: 'SecureLock Pro',
  issue: 'The lock does not pair with the app.',
  preferredContact: 'email',
  bestTime: '',
  comments: '',
};

const cases: Array<[field: string, value: unknown, message: string | null]> = [
  ['fullName', '', messages.fullNameRequired],
  ['fullName', '   ', messages.fullNameRequired],
  ['fullName', undefined, messages.fullNameRequired],
  ['fullName', 42, messages.notText],
  ['fullName', 'x'.repeat(100), null],
  ['fullName', 'x'.repeat(101), messages.fullNameTooLong],
  ['email', '', messages.emailRequired],
  ['email', 'asha', messages.emailInvalid],
  ['email', 'asha@example', messages.emailInvalid],
  ['email', ' a@b.co ', null],
  ['email', `${'x'.repeat(243)}@example.in`, null],
  ['email', `${'x'.repeat(244)}@example.in`, messages.emailTooLong],
  ['phone', '', messages.phoneRequired],
  ['phone', '(080) 4567-8900', null],
  ['phone', '+1 (555) 123-4567', null],
  ['phone', '1234567', null],
  ['phone', '123456', messages.phoneInvalid],
  ['phone', '1234567890123456', messages.phoneInvalid],
  ['phone', '98765 abc 43', messages.phoneInvalid],
  ['phone', '91+9876543210', messages.phoneInvalid],
  ['phone', '+91 (98) 765-432-10 1', messages.phoneTooLong],
  ['orderNumber', 'x'.repeat(40), null],
  ['orderNumber', 'x'.repeat(41), messages.orderNumberTooLong],
  ['productModel', '', messages.productModelRequired],
  ['productModel', 'x'.repeat(101), messages.productModelTooLong],
  ['issue', '', messages.issueRequired],
  ['issue', 'x'.repeat(2000), null],
  ['issue', 'x'.repeat(2001), messages.issueTooLong],
  ['preferredContact', '', messages.preferredContactRequired],
  ['preferredContact', 'fax', messages.preferredContactRequired],
  ['preferredContact', 'both', null],
  ['bestTime', 'morning', null],
  ['bestTime', 'midnight', messages.bestTimeInvalid],
  ['comments', 'x'.repeat(2001), messages.commentsTooLong],
  // Control and text-direction characters: refused in every field, tab and newline allowed only
  // where the field holds several lines.
  ['fullName', 'Asha \u001b[31mRao', messages.fullNameUnsafe],
  ['fullName', 'Asha\u0000Rao', messages.fullNameUnsafe],
  ['fullName', 'Asha\tRao', messages.fullNameUnsafe],
  ['fullName', 'Asha\nRao', messages.fullNameUnsafe],
  ['fullName', 'Asha\u007fRao', messages.fullNameUnsafe],
  ['fullName', 'Asha\u009b31mRao', messages.fullNameUnsafe],
  ['fullName', 'Asha \u202eoaR', messages.fullNameUnsafe],
  ['fullName', 'Asha \u2066Rao\u2069', messages.fullNameUnsafe],
  ['fullName', 'Āśā Rāo 👩‍🔧 عائشة', null],
  ['email', 'asha\u202a@example.in', messages.emailUnsafe],
  ['phone', '+91 98765\u0007 43210', messages.phoneUnsafe],
  ['orderNumber', 'ORD-1\u202d', messages.orderNumberUnsafe],
  ['productModel', 'SecureLock\u0085Pro', messages.productModelUnsafe],
  ['issue', 'Line one\nLine two\twith a tab', null],
  ['issue', 'Line one\r\nLine two', messages.issueUnsafe],
  ['issue', 'Title \u001b]0;pwned\u0007', messages.issueUnsafe],
  ['issue', 'Reads \u202eright to left', messages.issueUnsafe],
  ['comments', 'Thanks\nAsha', null],
  ['comments', 'Thanks\u000bAsha', messages.commentsUnsafe],
  ['comments', 'Thanks \u2067', messages.commentsUnsafe],
];

const shown = (value: unknown) =>
  typeof value === 'string' && value.length > 30
    ? `${value.length} characters`
    : JSON.stringify(value);

describe('validateSupportRequest (server side)', () => {
  it.each(
    cases.map(
      ([field, value, message]) => [field, shown(value), message ?? 'valid', value] as const,
    ),
  )('%s = %s → %s', (field, _shown, message, value) => {
    const result = validateSupportRequest({ ...valid, [field]: value });
    if (message === 'valid') expect(result.success).toBe(true);
    else expect(result).toEqual({ success: false, errors: { [field]: message } });
  });

  it('trims the values and leaves out empty optional fields', () => {
    const result = validateSupportRequest({ ...valid, fullName: '  Asha Rao ', bestTime: '' });
    expect(result).toEqual({
      success: true,
      data: {
        fullName: 'Asha Rao',
        email: 'asha@example.in',
        phone: '+91 98765 43210',
        productModel: 'SecureLock Pro',
        issue: 'The lock does not pair with the app.',
        preferredContact: 'email',
      },
    });
  });

  it('reports every invalid field at once, one message each', () => {
    const result = validateSupportRequest({});
    expect(result.success).toBe(false);
    expect(!result.success && result.errors).toEqual({
      fullName: messages.fullNameRequired,
      email: messages.emailRequired,
      phone: messages.phoneRequired,
      productModel: messages.productModelRequired,
      issue: messages.issueRequired,
      preferredContact: messages.preferredContactRequired,
    });
  });

  it('puts an error about the body itself under the empty key', () => {
    expect(validateSupportRequest(null)).toMatchObject({
      success: false,
      errors: { '': expect.any(String) },
    });
    expect(validateSupportRequest([])).toMatchObject({
      success: false,
      errors: { '': expect.any(String) },
    });
  });
});
