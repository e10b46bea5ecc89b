import type { SitePreview } from '@storefront/release';
import type { Registry } from '@storefront/shared/federation';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { endPreviewCookie, PREVIEW_COOKIE, previewCookie, withPreviewLink } from './preview-link';

const live = { version: '1.0', manifest: 'http://store.test/catalog-mfe/1.0/mf-manifest.json', previous: { version: '0.9', manifest: 'http://store.test/catalog-mfe/0.9/mf-manifest.json' } };
const content = { version: '2.0', manifest: 'http://store.test/content-mfe/2.0/mf-manifest.json', previous: null };
const registry: Registry = { remotes: { catalog_mfe: live, content_mfe: content } };
const entry = { version: '1.1', manifest: 'http://store.test/catalog-mfe/1.1/mf-manifest.json', integrity: { manifest: 'sha256-m', entry: 'sha256-e' } };
const served: SitePreview = { preview: { remote: 'catalog_mfe', version: '1.1', expiresAt: '2026-12-08T12:00:00.000Z' }, entry };

const requestWith = (cookie?: string) => ({ headers: { cookie }, log: { warn: vi.fn() } }) as unknown as FastifyRequest;

describe("a visitor's preview link", () => {
  it('is kept for the browser session, out of scripts, sent on arrival from another site, and Secure over https', () => {
    expect(previewCookie('abc.def', false)).toBe(`${PREVIEW_COOKIE}=abc.def; Path=/; SameSite=Lax; HttpOnly`);
    expect(previewCookie('abc.def', true)).toBe(`${PREVIEW_COOKIE}=abc.def; Path=/; SameSite=Lax; HttpOnly; Secure`);
    expect(endPreviewCookie(true)).toBe(`${PREVIEW_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly; Secure`);
  });

  it('keeps nothing a link carried beyond what a token is made of', () => {
    for (const junk of ['a;b', 'a b', '<script>', 'x'.repeat(600), '', 'a\r\nSet-Cookie: x=1']) {
      expect(previewCookie(junk, false)).toBe(`${PREVIEW_COOKIE}=invalid; Path=/; SameSite=Lax; HttpOnly`);
    }
  });

  it("puts the link's version in place of the remote's, with no fallback and no other field, and says so", async () => {
    const previewLink = vi.fn(async () => served);
    const applied = await withPreviewLink(registry, requestWith(`sf-bucket=3; ${PREVIEW_COOKIE}=abc.def`), previewLink);
    expect(previewLink).toHaveBeenCalledWith('abc.def');
    expect(applied).toEqual({ remotes: { catalog_mfe: { ...entry, previous: null }, content_mfe: content }, preview: served.preview });
    // Entries a preview puts in place carry what was published and nothing else (no report token).
    expect(Object.keys(applied.remotes.catalog_mfe!).sort()).toEqual(['integrity', 'manifest', 'previous', 'version']);
    expect(registry.remotes.catalog_mfe).toBe(live);
  });

  it('leaves the versions as they are for a link it refuses, and says why', async () => {
    const refused: SitePreview = { preview: { refused: 'revoked', remote: 'catalog_mfe', version: '1.1' } };
    expect(await withPreviewLink(registry, requestWith(`${PREVIEW_COOKIE}=abc.def`), async () => refused)).toEqual({ ...registry, preview: refused.preview });
  });

  it('says the link could not be checked when checking it fails, and serves the live site', async () => {
    const request = requestWith(`${PREVIEW_COOKIE}=abc.def`);
    const applied = await withPreviewLink(registry, request, async () => {
      throw new Error('database away');
    });
    expect(applied).toEqual({ ...registry, preview: { refused: 'unavailable' } });
    expect(request.log.warn).toHaveBeenCalledTimes(1);
  });

  it('changes nothing, and checks nothing, without a link or once it is left', async () => {
    const previewLink = vi.fn(async () => served);
    for (const cookie of [undefined, 'sf-bucket=3', `${PREVIEW_COOKIE}=`, `x${PREVIEW_COOKIE}=abc.def`]) {
      expect(await withPreviewLink(registry, requestWith(cookie), previewLink)).toBe(registry);
    }
    expect(previewLink).not.toHaveBeenCalled();
  });
});
