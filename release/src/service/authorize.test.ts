import { describe, expect, it } from 'vitest';
import { refusal } from './authorize';
import type { ReleaseToken } from './token-store';

const token = (role: ReleaseToken['role'], remote: string | null): ReleaseToken => ({
  id: '1',
  label: remote ? `${remote.replace('_', '-')} team` : 'release managers',
  role,
  remote,
  createdBy: 'asha',
  createdAt: '2026-11-23T00:00:00.000Z',
  revokedAt: null,
});

describe('what a release token may do', () => {
  const catalogTeam = token('team', 'catalog_mfe');
  const manager = token('release-manager', null);

  it('lets a team publish, verify, promote, run a canary of and complete it on its own remote', () => {
    for (const operation of ['publish', 'verify', 'promote', 'canary', 'complete'] as const) expect(refusal(catalogTeam, operation, 'catalog_mfe')).toBeUndefined();
  });

  it('lets a team make and revoke preview links to its own remote only', () => {
    expect(refusal(catalogTeam, 'preview', 'catalog_mfe')).toBeUndefined();
    expect(refusal(catalogTeam, 'preview', 'content_mfe')).toBe('the catalog-mfe team token acts on catalog-mfe only, not on content-mfe');
    expect(refusal(manager, 'preview', 'content_mfe')).toBeUndefined();
  });

  it('refuses a team every change to another remote', () => {
    for (const operation of ['publish', 'verify', 'promote', 'canary', 'complete'] as const) {
      expect(refusal(catalogTeam, operation, 'content_mfe')).toBe('the catalog-mfe team token acts on catalog-mfe only, not on content-mfe');
    }
  });

  it('leaves rollback and withdraw to release managers, even on the team\'s own remote', () => {
    expect(refusal(catalogTeam, 'rollback', 'catalog_mfe')).toBe('the catalog-mfe team token may not rollback: only a release manager may');
    expect(refusal(catalogTeam, 'withdraw', 'catalog_mfe')).toMatch(/only a release manager may/);
  });

  it('lets a release manager do everything to any remote, and every token read the registry', () => {
    for (const operation of ['publish', 'verify', 'promote', 'rollback', 'withdraw'] as const) expect(refusal(manager, operation, 'content_mfe')).toBeUndefined();
    expect(refusal(catalogTeam, 'status')).toBeUndefined();
    expect(refusal(catalogTeam, 'history', 'content_mfe')).toBeUndefined();
  });
});
