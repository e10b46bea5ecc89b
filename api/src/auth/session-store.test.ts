import { expect, it } from 'vitest';
import { connect } from '@storefront/platform';
import type { ApiTables } from '../database/api-tables';
import { forEachDatabaseServer, freshTestDatabase } from '../test-support/test-database';
import { DEMO_ACCOUNT } from './demo-account';
import { SESSION_LIFETIME_MS, SessionStore } from './session-store';

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

  it('refuses an expired session, and clears expired ones as new ones are issued', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const sessions = new SessionStore(database().db, () => now);
    const { token } = await sessions.issue(DEMO_ACCOUNT.id);
    now = new Date(now.getTime() + SESSION_LIFETIME_MS - 1);
    expect(await sessions.find(token)).toBeDefined();
    now = new Date(now.getTime() + 2);
    expect(await sessions.find(token)).toBeUndefined();
    await sessions.issue(DEMO_ACCOUNT.id);
    const left = await database().db.selectFrom('sessions').select('expires_at').where('expires_at', '<', now).execute();
    expect(left).toEqual([]);
  });

  it('refuses a token it never issued', async () => {
    expect(await new SessionStore(database().db).find('x'.repeat(43))).toBeUndefined();
  });
});
