import { describe, expect, it } from 'vitest';
import { formatPublishedDate } from './published-date';

describe('formatPublishedDate', () => {
  it('writes every day of 2000-2040 as Intl does for en-IN', () => {
    const intl = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    const differences: string[] = [];
    for (let time = Date.UTC(2000, 0, 1); time < Date.UTC(2041, 0, 1); time += 86_400_000) {
      const isoDate = new Date(time).toISOString().slice(0, 10);
      const expected = intl.format(new Date(time));
      if (formatPublishedDate(isoDate) !== expected) differences.push(`${isoDate}: ${formatPublishedDate(isoDate)} ≠ ${expected}`);
    }
    expect(differences).toEqual([]);
    expect(formatPublishedDate('2026-03-18')).toBe('18 March 2026');
  });

  it('shows what is not a calendar day as it was given', () => {
    expect(formatPublishedDate('2026-02-31')).toBe('2026-02-31');
    expect(formatPublishedDate('2026-13-01')).toBe('2026-13-01');
    expect(formatPublishedDate('yesterday')).toBe('yesterday');
  });
});
