import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ApiTables } from '../database/api-tables';
import type { PublicUser } from './user-directory';

/** How long a login lasts. */
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export interface Session {
  user: PublicUser;
  expiresAt: Date;
}

// Only a hash of each token is stored: a copy of the table logs nobody in.
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Sessions are rows: they survive a restart, are shared by every API instance, and expire. */
export class SessionStore {
  constructor(
    private readonly db: Kysely<ApiTables>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async issue(userId: number): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
    await this.db.insertInto('sessions').values({ token_hash: hashOf(token), user_id: userId, created_at: now, expires_at: expiresAt }).execute();
    // Expired sessions are of no use to anyone; they go as new ones arrive.
    await this.db.deleteFrom('sessions').where('expires_at', '<', now).execute();
    return { token, expiresAt };
  }

  /** The session a token stands for, unless it has ended or expired. */
  async find(token: string): Promise<Session | undefined> {
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['users.id', 'users.name', 'users.email', 'sessions.expires_at'])
      .where('sessions.token_hash', '=', hashOf(token))
      .where('sessions.ended_at', 'is', null)
      .where('sessions.expires_at', '>', this.now())
      .executeTakeFirst();
    return row && { user: { id: row.id, name: row.name, email: row.email }, expiresAt: row.expires_at };
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
}
