import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ApiTables } from '../database/api-tables';
import type { PublicUser } from './user-directory';

/** How long a login lasts at most, used or not (SESSION_LIFETIME_MS). */
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** How long a login lasts unused (SESSION_IDLE_MS): a day, so a shared computer left alone logs out. */
export const SESSION_IDLE_MS = 24 * 60 * 60 * 1000;
/**
 * Last use is written at most this often: a write on every request would cost a database round
 * trip per page, and idle expiry of a day does not need to be exact to the second.
 */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

export interface SessionLimits {
  lifetimeMs: number;
  idleMs: number;
}

export const DEFAULT_SESSION_LIMITS: SessionLimits = { lifetimeMs: SESSION_LIFETIME_MS, idleMs: SESSION_IDLE_MS };

export interface Session {
  user: PublicUser;
  /** The absolute end; an unused session ends sooner (idle expiry). */
  expiresAt: Date;
}

// Only a hash of each token is stored: a copy of the table logs nobody in.
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Sessions are rows: they survive a restart, are shared by every API instance, and expire. */
export class SessionStore {
  constructor(
    private readonly db: Kysely<ApiTables>,
    private readonly now: () => Date = () => new Date(),
    private readonly limits: SessionLimits = DEFAULT_SESSION_LIMITS,
  ) {}

  async issue(userId: number): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    const expiresAt = new Date(now.getTime() + this.limits.lifetimeMs);
    await this.db
      .insertInto('sessions')
      .values({ token_hash: hashOf(token), user_id: userId, created_at: now, expires_at: expiresAt, last_seen_at: now })
      .execute();
    // Expired and idle sessions are of no use to anyone; they go as new ones arrive.
    await this.db
      .deleteFrom('sessions')
      .where((row) => row.or([row('expires_at', '<', now), row('last_seen_at', '<', this.idleSince(now))]))
      .execute();
    return { token, expiresAt };
  }

  /** The session a token stands for, unless it has ended, expired or been left unused too long. */
  async find(token: string): Promise<Session | undefined> {
    const now = this.now();
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['users.id', 'users.name', 'users.email', 'sessions.expires_at', 'sessions.last_seen_at'])
      .where('sessions.token_hash', '=', hashOf(token))
      .where('sessions.ended_at', 'is', null)
      .where('sessions.expires_at', '>', now)
      .where('sessions.last_seen_at', '>', this.idleSince(now))
      .executeTakeFirst();
    if (!row) return undefined;
    if (now.getTime() - row.last_seen_at.getTime() >= LAST_SEEN_RESOLUTION_MS) {
      await this.db.updateTable('sessions').set({ last_seen_at: now }).where('token_hash', '=', hashOf(token)).execute();
    }
    return { user: { id: row.id, name: row.name, email: row.email }, expiresAt: row.expires_at };
  }

  /** Ends a session (logout); ending one that is unknown or over already changes nothing. */
  async end(token: string): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ ended_at: this.now() })
      .where('token_hash', '=', hashOf(token))
      .where('ended_at', 'is', null)
      .execute();
  }

  private idleSince(now: Date): Date {
    return new Date(now.getTime() - this.limits.idleMs);
  }
}
