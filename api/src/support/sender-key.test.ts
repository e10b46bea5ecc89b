import { describe, expect, it } from 'vitest';
import { freshTestDatabase } from '../test-support/test-database';
import { senderHasher, senderNetwork } from './sender-key';

describe('senderNetwork', () => {
  it('is the IPv4 address itself, also when written as IPv6', () => {
    expect(senderNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(senderNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 network of an IPv6 address, however it is written', () => {
    expect(senderNetwork('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(senderNetwork('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(senderNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(senderNetwork('::1')).toBe('0:0:0:0::/64');
  });
});

describe('senderHasher', () => {
  const database = freshTestDatabase();

  it('keeps no address, is the same for one network and differs between networks', async () => {
    const hash = senderHasher(database().db);
    const first = await hash('2001:db8:1:2::1');
    expect(first).not.toContain('2001');
    expect(await hash('2001:db8:1:2::ffff')).toBe(first);
    expect(await hash('2001:db8:1:3::1')).not.toBe(first);
    // Another instance on the same database hashes alike.
    expect(await senderHasher(database().db)('2001:db8:1:2::1')).toBe(first);
  });
});
