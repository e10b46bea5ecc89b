import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sha256 } from '../build/build-files';
import type { RegistryTables } from '../registry/registry-tables';
import { AuthFailures } from './auth-failures';

export type TokenRole = 'team' | 'release-manager';

/** Who a token speaks for. */
export interface ReleaseToken {
  id: string;
  label: string;
  role: TokenRole;
  /** The remote (container name) a team token acts on; null for a release manager. */
  remote: string | null;
  createdBy: string;
  createdAt: string;
  revokedAt: string | null;
}

// Recognisable in a leaked log or a secret scanner, and 256 bits of randomness.
const TOKEN_PREFIX = 'sfr_';

/** Release tokens: shown once when made, stored only as their SHA-256; wrong ones counted per network. */
export class TokenStore {
  readonly failures: AuthFailures;

  constructor(private readonly db: Kysely<RegistryTables>) {
    this.failures = new AuthFailures(db);
  }

  async create(input: { label: string; role: TokenRole; remote: string | null; createdBy: string }): Promise<{ token: string; record: ReleaseToken }> {
    const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const row = await this.db
      .insertInto('release_tokens')
      .values({ token_hash: sha256(token), label: input.label, role: input.role, remote: input.remote, created_by: input.createdBy })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { token, record: tokenOf(row) };
  }

  /** The token's record when it exists and is not revoked. */
  async find(token: string): Promise<ReleaseToken | undefined> {
    if (!token.startsWith(TOKEN_PREFIX)) return undefined;
    const row = await this.db.selectFrom('release_tokens').selectAll().where('token_hash', '=', sha256(token)).where('revoked_at', 'is', null).executeTakeFirst();
    return row && tokenOf(row);
  }

  /** A token by its id (a console session keeps the id, never the token), unless revoked since. */
  async findById(id: string): Promise<ReleaseToken | undefined> {
    if (!/^\d+$/.test(id)) return undefined;
    const row = await this.db.selectFrom('release_tokens').selectAll().where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst();
    return row && tokenOf(row);
  }

  async list(): Promise<ReleaseToken[]> {
    const rows = await this.db.selectFrom('release_tokens').selectAll().orderBy('id').execute();
    return rows.map(tokenOf);
  }

  /** False when there is no such token or it was already revoked. */
  async revoke(id: string): Promise<boolean> {
    if (!/^\d+$/.test(id)) return false;
    const result = await this.db.updateTable('release_tokens').set({ revoked_at: new Date() }).where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}

function tokenOf(row: {
  id: string;
  label: string;
  role: TokenRole;
  remote: string | null;
  created_by: string;
  created_at: Date;
  revoked_at: Date | null;
}): ReleaseToken {
  return {
    id: row.id,
    label: row.label,
    role: row.role,
    remote: row.remote,
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
    revokedAt: row.revoked_at?.toISOString() ?? null,
  };
}
