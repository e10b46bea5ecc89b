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

const USERS: readonly StoredUser[] = [
  {
    id: DEMO_ACCOUNT.id,
    name: DEMO_ACCOUNT.name,
    email: DEMO_ACCOUNT.email,
    passwordHash: DEMO_PASSWORD_HASH,
  },
];

/** Used when the e-mail is unknown so that a miss costs the same scrypt work as a hit. */
export const DECOY_PASSWORD_HASH: PasswordHash = DEMO_PASSWORD_HASH;

export function findUserByEmail(email: string): StoredUser | undefined {
  const normalised = normaliseEmail(email);
  return USERS.find((user) => user.email === normalised);
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function toPublicUser({ id, name, email }: StoredUser): PublicUser {
  return { id, name, email };
}
