import { describe, expect, it } from 'vitest';
import { checkSupportLimits, storedBytes } from './support-limits';

const now = new Date('2026-11-23T12:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const limits = { requestsPerHour: 3, bytesPerDay: 1_000 };

describe('checkSupportLimits', () => {
  it('lets a sender under both limits through', () => {
    expect(checkSupportLimits(limits, [{ createdAt: ago(30), bytes: 100 }], 100, now)).toEqual({ allowed: true });
  });

  it('refuses the request past the hourly count, until the one that must leave the hour has', () => {
    const earlier = [ago(50), ago(20), ago(10)].map((createdAt) => ({ createdAt, bytes: 10 }));
    expect(checkSupportLimits(limits, earlier, 10, now)).toEqual({ allowed: false, limit: 'requests', retryAfterSeconds: 10 * 60 });
    // Older than an hour: counted for bytes only.
    expect(checkSupportLimits(limits, [{ createdAt: ago(90), bytes: 10 }, ...earlier.slice(1)], 10, now)).toEqual({ allowed: true });
  });

  it('refuses what would pass the daily bytes, until enough of them have left the 24 hours', () => {
    const earlier = [
      { createdAt: ago(23 * 60), bytes: 300 },
      { createdAt: ago(22 * 60), bytes: 300 },
      { createdAt: ago(5 * 60), bytes: 300 },
    ];
    expect(checkSupportLimits(limits, earlier, 100, now)).toEqual({ allowed: true });
    // 900 + 400 > 1,000: the oldest 300 leaving (in an hour) makes room.
    expect(checkSupportLimits(limits, earlier, 400, now)).toEqual({ allowed: false, limit: 'bytes', retryAfterSeconds: 60 * 60 });
    // 900 + 700: two must leave.
    expect(checkSupportLimits(limits, earlier, 700, now)).toEqual({ allowed: false, limit: 'bytes', retryAfterSeconds: 2 * 60 * 60 });
    // Bigger than the cap on its own: never fits, try again in a day.
    expect(checkSupportLimits(limits, [], 1_001, now)).toEqual({ allowed: false, limit: 'bytes', retryAfterSeconds: 24 * 60 * 60 });
  });
});

describe('storedBytes', () => {
  it('counts the text as UTF-8', () => {
    expect(storedBytes({ fullName: 'Āśā', email: 'a@b.co', phone: '1234567', productModel: 'X', issue: '👩‍🔧', preferredContact: 'email' })).toBe(6 + 6 + 7 + 1 + 11 + 5);
  });
});
