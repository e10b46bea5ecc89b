import { describe, expect, it } from 'vitest';
import { expiryArg } from './preview-command';

describe('preview --expires', () => {
  it('takes whole seconds, minutes, hours or days', () => {
    expect(expiryArg('45s')).toBe(45);
    expect(expiryArg('45m')).toBe(45 * 60);
    expect(expiryArg('12h')).toBe(12 * 3600);
    expect(expiryArg('3d')).toBe(3 * 86_400);
    expect(expiryArg('30d')).toBe(30 * 86_400);
  });

  it('refuses anything else, and more than 30 days, as a usage error', () => {
    for (const value of ['', '3', 'd', '0s', '31d', '1.5h', '-1d', '3 days', '1w', '99999999d']) {
      expect(() => expiryArg(value)).toThrow(expect.objectContaining({ exitCode: 2, message: expect.stringContaining('--expires takes a duration') }));
    }
  });
});
