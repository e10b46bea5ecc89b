import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchOverHttp } from './fetch-file';

let store: FastifyInstance;
let elsewhere: FastifyInstance;
let storeUrl: string;
let elsewhereUrl: string;
const reachedElsewhere: string[] = [];

const urlOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

beforeAll(async () => {
  // Another host on the gate's network, which a redirect must not lead the gate to.
  elsewhere = Fastify();
  elsewhere.get('/*', async (request) => {
    reachedElsewhere.push(request.url);
    return 'internal secret';
  });
  await elsewhere.listen({ port: 0, host: '127.0.0.1' });
  elsewhereUrl = urlOf(elsewhere);
  store = Fastify();
  store.get('/v1/remoteEntry.js', async () => '/* entry */');
  store.get('/v1/missing.js', async (_, reply) => reply.code(404).send());
  store.get('/v1/moved.js', async (_, reply) => reply.redirect(`${elsewhereUrl}/admin`, 302));
  store.get('/v1/broken.js', async (_, reply) => reply.code(500).send('stack trace'));
  await store.listen({ port: 0, host: '127.0.0.1' });
  storeUrl = urlOf(store);
});
afterAll(async () => {
  await store?.close();
  await elsewhere?.close();
});

describe('a file the gate fetches over HTTP', () => {
  it('is its bytes, or undefined when it is not there', async () => {
    expect((await fetchOverHttp(`${storeUrl}/v1/remoteEntry.js`))?.toString()).toBe('/* entry */');
    expect(await fetchOverHttp(`${storeUrl}/v1/missing.js`)).toBeUndefined();
  });

  it('is refused when it redirects, which is never followed', async () => {
    await expect(fetchOverHttp(`${storeUrl}/v1/moved.js`)).rejects.toThrow(`${storeUrl}/v1/moved.js answers a redirect (HTTP 302), which the gate does not follow`);
    expect(reachedElsewhere).toEqual([]);
  });

  it('fails with its status, never with what the server answered', async () => {
    const failure = fetchOverHttp(`${storeUrl}/v1/broken.js`);
    await expect(failure).rejects.toThrow(`${storeUrl}/v1/broken.js answers 500`);
    await expect(failure).rejects.not.toThrow('stack trace');
  });
});
