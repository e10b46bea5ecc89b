import { embeddedDocumentsId } from '@storefront/shared/federation';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Registry } from '@storefront/shared/federation';
import { VISITOR_COOKIE as BUCKET_COOKIE } from './visitor-cookie';
import { createVisitorRegistry } from './visitor-registry';

const live = 'http://live.test/catalog-mfe/1.0/mf-manifest.json';
const canary = 'http://canary.test/catalog-mfe/1.1/mf-manifest.json';
/** A canary at 50 %: buckets 0-49 run it, the rest the live version (the release package decides). */
const registryOf = (bucket: number): Registry => ({
  remotes: {
    catalog_mfe:
      bucket < 50
        ? { version: '1.1', manifest: canary, previous: { version: '1.0', manifest: live } }
        : { version: '1.0', manifest: live, previous: null },
  },
});

let app: FastifyInstance;
const registryFor = vi.fn(async (bucket: number) => registryOf(bucket));
/** Marks each version with the visitor its token was made for, as the release package signs them. */
const withReportTokens = vi.fn(async (registry: Registry, visitor: string): Promise<Registry> => ({
  remotes: Object.fromEntries(
    Object.entries(registry.remotes).map(([name, entry]) => [name, { ...entry, reportToken: `for ${visitor} ${entry.version}` }]),
  ),
}));
const ID = 'AbCdEfGhIjKlMnOpQrSt_-';

beforeAll(async () => {
  const registry = createVisitorRegistry({ registryFor, withReportTokens, secure: true });
  // As the site server uses it: a page reads it once, for its data block and its policy alike.
  app = Fastify();
  app.get('/products', async (request, reply) => {
    const visitorRegistry = await registry(request, reply);
    const origins = Object.values(visitorRegistry.remotes).map((entry) => new URL(entry.manifest).origin);
    return reply
      .header('Content-Security-Policy', `script-src ${origins.join(' ')}`)
      .type('text/html')
      .send(`<!doctype html><script type="application/json" id="${embeddedDocumentsId}">${JSON.stringify(visitorRegistry)}</script>`);
  });
  app.get('/registry.json', async (request, reply) => {
    void reply.header('Cache-Control', 'no-cache');
    return registry(request, reply);
  });
});
afterAll(async () => {
  await app.close();
});

const visit = (url: string, cookie?: string) => app.inject({ url, headers: { accept: 'text/html', ...(cookie && { cookie }) } });
const embedded = (html: string) => JSON.parse(new RegExp(`id="${embeddedDocumentsId}">(.*?)</script>`).exec(html)![1]!) as { remotes: Record<string, { version: string }> };

describe('the registry a visitor gets', () => {
  it('gives a new visitor a bucket and an id, in an HttpOnly, Secure, site-wide cookie', async () => {
    for (const url of ['/products', '/registry.json']) {
      const answer = await visit(url);
      expect(answer.headers['set-cookie']).toMatch(new RegExp(`^${BUCKET_COOKIE}=\\d{1,2}\\.[\\w-]{22}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly; Secure$`));
    }
  });

  it('replaces a malformed cookie, completes one without an id keeping its bucket, and sets a whole one never again', async () => {
    expect((await visit('/registry.json', `${BUCKET_COOKIE}=banana`)).headers['set-cookie']).toMatch(new RegExp(`^${BUCKET_COOKIE}=\\d{1,2}\\.[\\w-]{22};`));
    expect((await visit('/registry.json', `${BUCKET_COOKIE}=12`)).headers['set-cookie']).toMatch(new RegExp(`^${BUCKET_COOKIE}=12\\.[\\w-]{22};`));
    expect((await visit('/registry.json', `${BUCKET_COOKIE}=12.${ID}`)).headers['set-cookie']).toBeUndefined();
  });

  it("gives each version a report token for this visitor, in the page and /registry.json alike", async () => {
    const cookie = `${BUCKET_COOKIE}=10.${ID}`;
    expect(embedded((await visit('/products', cookie)).body).remotes.catalog_mfe).toMatchObject({ reportToken: `for ${ID} 1.1` });
    expect((await visit('/registry.json', cookie)).json().remotes.catalog_mfe).toMatchObject({ reportToken: `for ${ID} 1.1` });
    // A new visitor's tokens are made for the id their new cookie names.
    const fresh = await visit('/registry.json');
    const id = /\.([\w-]{22});/.exec(String(fresh.headers['set-cookie']))![1];
    expect(fresh.json().remotes.catalog_mfe.reportToken).toBe(`for ${id} ${fresh.json().remotes.catalog_mfe.version}`);
  });

  it('runs the canary below its share and the live version above it, in the page, its policy and /registry.json alike', async () => {
    for (const [bucket, version, origin] of [['49', '1.1', 'http://canary.test'], ['50', '1.0', 'http://live.test']] as const) {
      const cookie = `${BUCKET_COOKIE}=${bucket}`;
      const page = await visit('/products', cookie);
      expect(embedded(page.body).remotes.catalog_mfe?.version).toBe(version);
      expect(page.headers['content-security-policy']).toContain(origin);
      expect((await visit('/registry.json', cookie)).json().remotes.catalog_mfe.version).toBe(version);
    }
  });

  it("asks for the registry of the visitor's bucket, and says the answer varies by the cookie", async () => {
    registryFor.mockClear();
    const page = await visit('/products', `${BUCKET_COOKIE}=3`);
    expect(registryFor).toHaveBeenCalledTimes(1);
    expect(registryFor).toHaveBeenCalledWith(3);
    for (const answer of [page, await visit('/registry.json', `${BUCKET_COOKIE}=3`)]) {
      expect(String(answer.headers.vary)).toMatch(/cookie/i);
    }
  });
});
