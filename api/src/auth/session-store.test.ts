import { expect, it } from 'vitest';
import { connect } from '@storefront/platform';
import type { ApiTables } from '../database/api-tables';
import { forEachDatabaseServer, freshTestDatabase } from '../test-support/test-database';
import { DEMO_ACCOUNT } from './demo-account';
import { LAST_SEEN_RESOLUTION_MS, SESSION_IDLE_MS, SESSION_LIFETIME_MS, SessionStore } from './session-store';

forEachDatabaseServer('SessionStore', (server) => {
  const database = freshTestDatabase(() => server);
  const demoUser = { id: DEMO_ACCOUNT.id, name: DEMO_ACCOUNT.name, email: DEMO_ACCOUNT.email };

  it('issues random base64url tokens that stand for the user, and stores only their hash', async () => {
    const sessions = new SessionStore(database().db);
    const { token, expiresAt } = await sessions.issue(DEMO_ACCOUNT.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(expiresAt.getTime()).toBeGreaterThan(Date.now() + SESSION_LIFETIME_MS - 60_000);
    expect((await sessions.find(token))?.user).toEqual(demoUser);
    const stored = await database().db.selectFrom('sessions').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
  });

  it('survives a restart: another connection (another instance) finds the session', async () => {
    const { token } = await new SessionStore(database().db).issue(DEMO_ACCOUNT.id);
    const otherInstance = connect<ApiTables>({ url: database().url });
    try {
      expect((await new SessionStore(otherInstance).find(token))?.user).toEqual(demoUser);
    } finally {
      await otherInstance.destroy();
    }
  });

  it('refuses an ended session, and ending it again changes nothing', async () => {
    const sessions = new SessionStore(database().db);
    const { token } = await sessions.issue(DEMO_ACCOUNT.id);
    await sessions.end(token);
    await sessions.end(token);
    expect(await sessions.find(token)).toBeUndefined();
  });

  it('refuses a session past its lifetime however much it is used, and clears expired ones as new ones are issued', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const sessions = new SessionStore(database().db, () => now);
    const { token } = await sessions.issue(DEMO_ACCOUNT.id);
    // Used every 12 hours, never idle for long, until one millisecond before the end.
    for (let used = 0; used < SESSION_LIFETIME_MS - SESSION_IDLE_MS / 2; used += SESSION_IDLE_MS / 2) {
      now = new Date(now.getTime() + SESSION_IDLE_MS / 2);
      expect(await sessions.find(token)).toBeDefined();
    }
    now = new Date(Date.parse('2026-01-01T00:00:00Z') + SESSION_LIFETIME_MS - 1);
    expect(await sessions.find(token)).toBeDefined();
    now = new Date(now.getTime() + 2);
    expect(await sessions.find(token)).toBeUndefined();
    await sessions.issue(DEMO_ACCOUNT.id);
    const left = await database().db.selectFrom('sessions').select('expires_at').where('expires_at', '<', now).execute();
    expect(left).toEqual([]);
  });

  it('refuses a session left unused for the idle time; each use restarts that time', async () => {
    let now = new Date('2026-02-01T00:00:00Z');
    const sessions = new SessionStore(database().db, () => now, { lifetimeMs: SESSION_LIFETIME_MS, idleMs: 60 * 60_000 });
    const { token } = await sessions.issue(DEMO_ACCOUNT.id);
    now = new Date(now.getTime() + 59 * 60_000);
    expect(await sessions.find(token)).toBeDefined();
    now = new Date(now.getTime() + 59 * 60_000);
    expect(await sessions.find(token)).toBeDefined();
    now = new Date(now.getTime() + 60 * 60_000);
    expect(await sessions.find(token)).toBeUndefined();
  });

  it('writes the last use at most once a minute, not on every request', async () => {
    let now = new Date('2026-03-01T00:00:00Z');
    const sessions = new SessionStore(database().db, () => now);
    const { token } = await sessions.issue(DEMO_ACCOUNT.id);
    const issuedAt = now.getTime();
    const lastSeen = async () =>
      (await database().db.selectFrom('sessions').select('last_seen_at').where('created_at', '=', new Date(issuedAt)).executeTakeFirstOrThrow()).last_seen_at.getTime();
    now = new Date(issuedAt + LAST_SEEN_RESOLUTION_MS - 1);
    await sessions.find(token);
    expect(await lastSeen()).toBe(issuedAt);
    now = new Date(issuedAt + LAST_SEEN_RESOLUTION_MS);
    await sessions.find(token);
    expect(await lastSeen()).toBe(now.getTime());
  });

  it('refuses a token it never issued', async () => {
    expect(await new SessionStore(database().db).find('x'.repeat(43))).toBeUndefined();
  });
});
