import { describe, expect, it } from 'vitest';
import { SessionStore } from './session-store';

describe('SessionStore', () => {
  it('issues random base64url tokens tied to the user', () => {
    const sessions = new SessionStore();
    const token = sessions.issue(1);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sessions.userIdFor(token)).toBe(1);
  });

  it('forgets the oldest token beyond its capacity', () => {
    const sessions = new SessionStore(2);
    const oldest = sessions.issue(1);
    sessions.issue(1);
    sessions.issue(1);
    expect(sessions.size).toBe(2);
    expect(sessions.userIdFor(oldest)).toBeUndefined();
  });
});
