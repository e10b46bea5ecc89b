import type { PreviewRefusal, RemoteName } from '@storefront/shared/federation';
import type { Kysely, Selectable } from 'kysely';
import { historyRow } from '../registry/history-row';
import type { PublishedFile, RegistryTables, ReleasePreviewLinksTable } from '../registry/registry-tables';
import { readPreviewToken, signPreviewToken } from './preview-token';

/** A preview link as the registry keeps it (the link itself is derived, never stored). */
export interface PreviewLink {
  id: string;
  /** Container name. */
  remote: string;
  version: string;
  createdAt: string;
  createdBy: string;
  expiresAt: string;
  revokedAt: string | null;
  revokedBy: string | null;
  /** Whether its version was withdrawn since: the link then opens the live site. */
  withdrawn: boolean;
}

/** What a link opens, or why it opens the live site instead. */
export type PreviewLinkCheck =
  | { ok: true; remote: RemoteName; version: string; expiresAt: string; manifestUrl: string; files: PublishedFile[] }
  | { ok: false; refused: PreviewRefusal; remote?: RemoteName; version?: string };

const KEY_NAME = 'preview-link-key';

/**
 * Preview links, signed with PREVIEW_SECRET or, without it, the key the registry made for itself
 * (migration 0008): every process on one database then signs and checks alike. A link is made
 * and revoked with its history entry, in one transaction.
 */
export class PreviewLinks {
  private key: Promise<string> | undefined;

  constructor(
    private readonly db: Kysely<RegistryTables>,
    private readonly secret: string | undefined,
  ) {}

  private signingKey(): Promise<string> {
    if (this.secret) return Promise.resolve(this.secret);
    this.key ??= this.db
      .selectFrom('release_secrets')
      .select('value')
      .where('name', '=', KEY_NAME)
      .executeTakeFirstOrThrow()
      .then((row) => row.value.toString('base64'))
      .catch((error: unknown) => {
        this.key = undefined; // read again next time: the database may have been away for a moment
        throw error;
      });
    return this.key;
  }

  /** A link to a published version that is not withdrawn; 'unknown' or 'withdrawn' otherwise. */
  async create(input: { remote: RemoteName; version: string; expiresAt: Date; by: string; reason?: string }): Promise<{ link: PreviewLink; token: string } | 'unknown' | 'withdrawn'> {
    const key = await this.signingKey();
    return this.db.transaction().execute(async (trx) => {
      const published = await trx.selectFrom('release_versions').select('withdrawn_at').where('remote', '=', input.remote).where('version', '=', input.version).executeTakeFirst();
      if (!published) return 'unknown';
      if (published.withdrawn_at) return 'withdrawn';
      const row = await trx
        .insertInto('release_preview_links')
        // Whole seconds, as the token carries it.
        .values({ remote: input.remote, version: input.version, created_by: input.by, expires_at: new Date(Math.floor(input.expiresAt.getTime() / 1000) * 1000) })
        .returningAll()
        .executeTakeFirstOrThrow();
      const reason = `link ${row.id}, until ${row.expires_at.toISOString()}${input.reason ? `: ${input.reason}` : ''}`;
      await trx.insertInto('release_history').values(historyRow(input.remote, { version: input.version, action: 'preview', by: input.by, reason })).execute();
      const token = signPreviewToken(key, { id: row.id, remote: input.remote, version: row.version, expiresAt: row.expires_at });
      return { link: linkOf(row, false), token };
    });
  }

  /**
   * What the link a token carries opens now. A token this key did not sign is refused before the
   * database is read, so forged links cost the site nothing but a hash.
   */
  async check(token: string, now = new Date()): Promise<PreviewLinkCheck> {
    const read = readPreviewToken(await this.signingKey(), token, now);
    if (!read.ok) return read.refused === 'expired' ? { ok: false, refused: 'expired', remote: read.payload.remote, version: read.payload.version } : read;
    const { id, remote, version, expiresAt } = read.payload;
    const row = await this.db
      .selectFrom('release_preview_links as l')
      .innerJoin('release_versions as v', (join) => join.onRef('v.remote', '=', 'l.remote').onRef('v.version', '=', 'l.version'))
      .select(['l.remote', 'l.version', 'l.expires_at', 'l.revoked_at', 'v.withdrawn_at', 'v.manifest_url', 'v.files'])
      .where('l.id', '=', id)
      .executeTakeFirst();
    const named = { remote, version };
    // Signed, yet not this database's link (a database made afresh with the same secret reuses ids).
    if (!row || row.remote !== remote || row.version !== version || row.expires_at.getTime() !== expiresAt.getTime()) {
      return { ok: false, refused: 'invalid' };
    }
    if (row.revoked_at) return { ok: false, refused: 'revoked', ...named };
    if (row.withdrawn_at) return { ok: false, refused: 'withdrawn', ...named };
    return { ok: true, ...named, expiresAt: expiresAt.toISOString(), manifestUrl: row.manifest_url, files: row.files };
  }

  async find(id: string): Promise<PreviewLink | undefined> {
    if (!/^\d{1,18}$/.test(id)) return undefined;
    const row = await this.select().where('l.id', '=', id).executeTakeFirst();
    return row && linkOf(row, row.withdrawn_at !== null);
  }

  /** Every link, newest first. */
  async list(): Promise<PreviewLink[]> {
    const rows = await this.select().orderBy('l.id', 'desc').execute();
    return rows.map((row) => linkOf(row, row.withdrawn_at !== null));
  }

  /** Revokes a link and records it; 'unknown' when there is none, 'already' when it was revoked. */
  async revoke(id: string, entry: { by: string; reason?: string }): Promise<PreviewLink | 'unknown' | 'already'> {
    if (!/^\d{1,18}$/.test(id)) return 'unknown';
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('release_preview_links')
        .set({ revoked_at: new Date(), revoked_by: entry.by })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      if (!row) {
        const exists = await trx.selectFrom('release_preview_links').select('id').where('id', '=', id).executeTakeFirst();
        return exists ? 'already' : 'unknown';
      }
      const reason = `link ${row.id}${entry.reason ? `: ${entry.reason}` : ''}`;
      await trx.insertInto('release_history').values(historyRow(row.remote, { version: row.version, action: 'revoke-preview', by: entry.by, reason })).execute();
      return row.id;
    }).then(async (outcome) => (outcome === 'unknown' || outcome === 'already' ? outcome : (await this.find(outcome))!));
  }

  private select() {
    return this.db
      .selectFrom('release_preview_links as l')
      .leftJoin('release_versions as v', (join) => join.onRef('v.remote', '=', 'l.remote').onRef('v.version', '=', 'l.version'))
      .selectAll('l')
      .select('v.withdrawn_at');
  }
}

function linkOf(row: Selectable<ReleasePreviewLinksTable>, withdrawn: boolean): PreviewLink {
  return {
    id: row.id,
    remote: row.remote,
    version: row.version,
    createdAt: row.created_at.toISOString(),
    createdBy: row.created_by,
    expiresAt: row.expires_at.toISOString(),
    revokedAt: row.revoked_at?.toISOString() ?? null,
    revokedBy: row.revoked_by,
    withdrawn,
  };
}
