import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonDataBlock } from '@storefront/platform';
import { embeddedDocumentsId } from '@storefront/shared/federation';
import { chromiumSmokeRenderer } from './smoke-render';

// The smoke render in Chromium on a site of two origins (the site and its release store), with a
// service on another port of this machine that the candidate's code must not reach.
const servers: Record<'site' | 'store' | 'inside', FastifyInstance> = { site: Fastify(), store: Fastify(), inside: Fastify() };
const url: Record<keyof typeof servers, string> = { site: '', store: '', inside: '' };
const reachedInside: string[] = [];

/** A page of the site running the candidate's script from the store, as the shell would. */
function page(script: string) {
  const registry = { remotes: { catalog_mfe: { version: 'live', manifest: `${url.store}/catalog-mfe/live/mf-manifest.json`, previous: null } } };
  return `<!doctype html><html><head>${jsonDataBlock(embeddedDocumentsId, { registry, config: {} })}</head>
<body><main><h1>Your Cart</h1></main><script src="${url.store}/catalog-mfe/next/${script}" crossorigin></script></body></html>`;
}

/** The candidate's code: it reports that it ran, as the shell does, then does what `then` says. */
const candidate = (then: string) => `
fetch('/release-beacon', { method: 'POST', body: JSON.stringify({ remote: 'catalog_mfe', version: 'next', outcome: 'load' }) });
${then}`;

beforeAll(async () => {
  servers.inside.all('/*', async (request) => {
    reachedInside.push(request.url);
    return 'internal secret';
  });
  servers.site.get('/cart', async (_, reply) => reply.type('text/html').send(page('cart.js')));
  servers.site.get('/leaky', async (_, reply) => reply.type('text/html').send(page('leaky.js')));
  servers.store.addHook('onSend', async (_, reply) => {
    void reply.header('access-control-allow-origin', url.site);
  });
  servers.store.get('/catalog-mfe/next/cart.js', async (_, reply) => reply.type('text/javascript').send(candidate('')));
  servers.store.get('/catalog-mfe/next/leaky.js', async (_, reply) =>
    reply.type('text/javascript').send(
      candidate(`fetch('${url.inside}/secret').then((r) => r.text()).then((text) => console.error('read ' + text), () => {});
        const frame = document.createElement('iframe'); frame.src = '${url.inside}/frame'; document.body.append(frame);`),
    ),
  );
  for (const [name, server] of Object.entries(servers)) {
    await server.listen({ port: 0, host: '127.0.0.1' });
    url[name as keyof typeof servers] = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  }
});
afterAll(async () => {
  for (const server of Object.values(servers)) await server.close();
});

describe('the smoke render in Chromium', () => {
  it('passes a page that uses the site and the store, and refuses one that reaches elsewhere by the origin alone', async () => {
    const problems = await chromiumSmokeRenderer()({
      siteUrl: url.site,
      remote: 'catalog_mfe',
      candidate: { version: 'next', manifest: `${url.store}/catalog-mfe/next/mf-manifest.json` },
      pages: [
        { module: 'CartPage', path: '/cart' },
        { module: 'LeakyPage', path: '/leaky' },
      ],
      origins: [url.site, url.store],
    });
    expect(problems).toEqual([`LeakyPage (/leaky) blocked a request to another origin: ${url.inside}`]);
    expect(reachedInside).toEqual([]);
  });
});
