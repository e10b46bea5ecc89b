import { describe, expect, it } from 'vitest';
import { excerpt, formatReceivedAt, formatSupportRequestsTable } from './format-support-requests';
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
