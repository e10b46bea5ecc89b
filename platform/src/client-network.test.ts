import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network';

describe('clientNetwork', () => {
  it('counts an IPv4 address as its /24', () => {
    expect(clientNetwork('198.51.100.7')).toBe('198.51.100.0/24');
    expect(clientNetwork('198.51.100.200')).toBe(clientNetwork('198.51.100.7'));
    expect(clientNetwork('198.51.101.7')).not.toBe(clientNetwork('198.51.100.7'));
  });

  it('counts an IPv4 address mapped into IPv6 as that IPv4 address', () => {
    expect(clientNetwork('::ffff:198.51.100.7')).toBe('198.51.100.0/24');
    expect(clientNetwork('::FFFF:127.0.0.1')).toBe('127.0.0.0/24');
  });

  it('counts an IPv6 address as its /64, however it is written', () => {
    expect(clientNetwork('2001:db8:85a3:12::8a2e:370:7334')).toBe('2001:db8:85a3:12::/64');
    expect(clientNetwork('2001:0db8:85a3:0012:ffff::1')).toBe('2001:db8:85a3:12::/64');
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientNetwork('2001:db8:85a3:13::1')).not.toBe(clientNetwork('2001:db8:85a3:12::1'));
  });

  it('keeps anything that is no address as it is', () => {
    expect(clientNetwork('unknown')).toBe('unknown');
  });
});
