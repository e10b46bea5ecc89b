import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ConsoleTables } from './session-tables';

export interface SessionLimits {
  /** How long a session lasts at most, used or not. */
  lifetimeMs: number;
  /** How long it lasts unused: a console left open on a shared screen signs out. */
  idleMs: number;
}

/** A working day at most, and an hour unused: acting on releases is rare and deliberate. */
export const DEFAULT_SESSION_LIMITS: SessionLimits = { lifetimeMs: 12 * 3_600_000, idleMs: 3_600_000 };

/** Last use is written at most this often, not on every request. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

export interface ConsoleSession {
  tokenId: string;
  person: string;
  expiresAt: Date;
}

const hashOf = (id: string) => createHash('sha256').update(id).digest('hex');

/**
 * Console sessions are rows: they survive a restart, any console instance reads them, and
 * signing out deletes one for good. The browser holds only a random id, in an HttpOnly cookie.
 */
export class SessionStore {
  constructor(
    private readonly db: Kysely<ConsoleTables>,
    private readonly limits: SessionLimits = DEFAULT_SESSION_LIMITS,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async open(tokenId: string, person: string): Promise<{ id: string; expiresAt: Date }> {
    const id = randomBytes(32).toString('base64url');
    const now = this.now();
    const expiresAt = new Date(now.getTime() + this.limits.lifetimeMs);
    await this.db.insertInto('console_sessions').values({ id_hash: hashOf(id), token_id: tokenId, person, created_at: now, expires_at: expiresAt, last_seen_at: now }).execute();
    await this.db
      .deleteFrom('console_sessions')
      .where((row) => row.or([row('expires_at', '<', now), row('last_seen_at', '<', this.idleSince(now))]))
      .execute();
    return { id, expiresAt };
  }

  /** The session an id stands for, unless it was closed, has expired or was left unused too long. */
  async find(id: string): Promise<ConsoleSession | undefined> {
    const now = this.now();
    const row = await this.db
      .selectFrom('console_sessions')
      .selectAll()
      .where('id_hash', '=', hashOf(id))
      .where('expires_at', '>', now)
      .where('last_seen_at', '>', this.idleSince(now))
      .executeTakeFirst();
    if (!row) return undefined;
    if (now.getTime() - row.last_seen_at.getTime() >= LAST_SEEN_RESOLUTION_MS) {
      await this.db.updateTable('console_sessions').set({ last_seen_at: now }).where('id_hash', '=', row.id_hash).execute();
    }
    return { tokenId: row.token_id, person: row.person, expiresAt: row.expires_at };
  }

  /** Signs out: the id means nothing from now on, wherever the cookie went. */
  async close(id: string): Promise<void> {
    await this.db.deleteFrom('console_sessions').where('id_hash', '=', hashOf(id)).execute();
  }

  private idleSince(now: Date): Date {
    return new Date(now.getTime() - this.limits.idleMs);
  }
}
