import { describe, expect, it } from 'vitest';
import { excerpt, formatReceivedAt, formatSupportRequestsJson, formatSupportRequestsTable } from './format-support-requests';
import type { StoredSupportRequest } from './stored-support-request';

const stored: StoredSupportRequest = {
  reference: 'SR-20261122-K7QX2M',
  createdAt: '2026-11-22T14:05:09.123Z',
  fullName: 'Asha Rao',
  email: 'asha@example.in',
  phone: '+91 98765 43210',
  productModel: 'SecureLock Pro',
  issue:
    'The lock does not pair with the app.\nI have tried resetting it twice and it still blinks red every time.',
  preferredContact: 'email',
};

describe('formatSupportRequestsTable', () => {
  it('prints one aligned row per request under a header', () => {
    const lines = formatSupportRequestsTable([
      stored,
      { ...stored, reference: 'SR-20261122-ZZZZZZ', fullName: 'Ravi' },
    ]).split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^Reference\s+Received\s+Name\s+Email\s+Product model\s+Issue$/);
    expect(lines[2]).toContain(
      'SR-20261122-K7QX2M  2026-11-22 14:05 UTC  Asha Rao  asha@example.in  SecureLock Pro',
    );
    expect(lines[3]?.indexOf('asha@example.in')).toBe(lines[2]?.indexOf('asha@example.in'));
  });

  it('shows an excerpt of the issue on one line', () => {
    const row = formatSupportRequestsTable([stored]).split('\n')[2] ?? '';
    expect(row).toContain('The lock does not pair with the app. I have tri…');
  });
});

describe('what visitors wrote, on the operator\'s terminal', () => {
  // Rows stored before the API refused these characters, or written to the table directly.
  const hostile: StoredSupportRequest = {
    ...stored,
    fullName: 'Asha \u001b[31mRao\u001b]0;pwned\u0007',
    email: 'asha@example.in\u009b2J',
    productModel: 'Lock \u202eorP',
    issue: 'Deletes\u007f\u0008 and \u2066isolates\u2069',
  };
  // eslint-disable-next-line no-control-regex -- control characters are what it finds
  const UNPRINTABLE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

  it('the table shows every unprintable character as an escape, and stays aligned', () => {
    const table = formatSupportRequestsTable([hostile, stored]);
    expect(table).not.toMatch(UNPRINTABLE);
    const [, , hostileRow, plainRow] = table.split('\n');
    expect(hostileRow).toContain('Asha \\u001b[31mRao\\u001b]0;pwned\\u0007');
    expect(hostileRow).toContain('asha@example.in\\u009b2J');
    expect(hostileRow).toContain('Lock \\u202eorP');
    expect(hostileRow).toContain('Deletes\\u007f\\u0008 and \\u2066isolates\\u2069');
    expect(plainRow?.indexOf('SecureLock Pro')).toBe(hostileRow?.indexOf('Lock \\u202eorP'));
  });

  it('the JSON listing escapes them too and still reads back as the stored values', () => {
    const json = formatSupportRequestsJson([hostile]);
    expect(json).not.toMatch(UNPRINTABLE);
    expect(JSON.parse(json)).toEqual([hostile]);
  });
});

describe('helpers', () => {
  it('excerpt keeps short text and cuts long text at the given length', () => {
    expect(excerpt('  short\ttext ', 20)).toBe('short text');
    expect(excerpt('abcdefghij', 5)).toBe('abcd…');
  });

  it('formatReceivedAt shows UTC minutes, and leaves an unreadable date as it is', () => {
    expect(formatReceivedAt('2026-11-22T14:05:09.123Z')).toBe('2026-11-22 14:05 UTC');
    expect(formatReceivedAt('yesterday')).toBe('yesterday');
  });
});
