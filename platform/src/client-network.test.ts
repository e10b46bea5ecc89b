import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network';

describe('the network of a client address', () => {
  it('is the /24 of an IPv4 address', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.0/24');
    expect(clientNetwork('203.0.113.254')).toBe('203.0.113.0/24');
    expect(clientNetwork('203.0.114.7')).toBe('203.0.114.0/24');
  });

  it('counts an IPv4 address written as IPv6 as IPv4, dotted or in hex', () => {
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.0/24');
    expect(clientNetwork('::FFFF:203.0.113.99')).toBe('203.0.113.0/24');
    expect(clientNetwork('::ffff:cb00:7107')).toBe('203.0.113.0/24');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    expect(clientNetwork('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:0DB8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('2001:db8:0:0:1::')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    // NAT64 keeps the IPv4 address in the last groups: the /64 is the translator's.
    expect(clientNetwork('64:ff9b::198.51.100.1')).toBe('64:ff9b:0:0::/64');
  });

  it('keeps anything that is not an IP address as it is', () => {
    expect(clientNetwork('unix-socket')).toBe('unix-socket');
    expect(clientNetwork('')).toBe('');
  });
});
