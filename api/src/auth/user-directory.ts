import type { Kysely } from 'kysely';
import type { ApiTables } from '../database/api-tables';
import { DEMO_ACCOUNT } from './demo-account';
import type { PasswordHash } from './password-hash';

export interface PublicUser {
  id: number;
  name: string;
  email: string;
}

export interface StoredUser extends PublicUser {
  passwordHash: PasswordHash;
}

/** scrypt hash of the demo password, generated once with `hashPassword`. */
const DEMO_PASSWORD_HASH: PasswordHash = {
  salt: 'RFfNWxGEGdOW35cB4O8j9A',
  hash: 'N0SO_Drs_sVJlj9mJD_Yj2PiWAeDbLFQxzd22Mg45t83-suNYSr514QkvfKkZzojlRLjw7XwIdNq84sdUuRjiA',
  keyLength: 64,
  cost: 16_384,
  blockSize: 8,
  parallelization: 1,
};

/** The accounts a new database starts with (there is no sign-up). */
export const SEED_USERS: readonly StoredUser[] = [
  {
    id: DEMO_ACCOUNT.id,
    name: DEMO_ACCOUNT.name,
    email: DEMO_ACCOUNT.email,
    passwordHash: DEMO_PASSWORD_HASH,
  },
];

/** Used when the e-mail is unknown so that a miss costs the same scrypt work as a hit. */
export const DECOY_PASSWORD_HASH: PasswordHash = DEMO_PASSWORD_HASH;

export async function findUserByEmail(db: Kysely<ApiTables>, email: string): Promise<StoredUser | undefined> {
  const row = await db.selectFrom('users').selectAll().where('email', '=', normaliseEmail(email)).executeTakeFirst();
  return row && { id: row.id, name: row.name, email: row.email, passwordHash: row.password_hash };
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function toPublicUser({ id, name, email }: StoredUser): PublicUser {
  return { id, name, email };
}
