import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createServer } from './create-server';
import { rawConnection } from './testing/raw-connection';

function server() {
  const app = createServer({ messages: { OUR_CODE: 'Our own words.' } });
  app.get('/items/:id', async () => ({ ok: true }));
  app.post('/items', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw Object.assign(new Error('secret detail at /srv/app.ts:1:1'), { code: 'FST_SOMETHING_INTERNAL', statusCode: 403 });
  });
  app.get('/ours', async () => {
    throw Object.assign(new Error('internal'), { code: 'OUR_CODE', statusCode: 429 });
  });
  app.get('/text', async (_request, reply) => reply.code(418).type('text/plain').send('FST_TEAPOT: internal'));
  return app;
}

describe('errors as JSON', () => {
  it('answers an unknown path with 404 JSON', async () => {
    const response = await server().inject({ url: '/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });

  it('answers a known path asked with the wrong method with 405 and the methods it takes', async () => {
    const app = server();
    const deleted = await app.inject({ method: 'DELETE', url: '/items/7' });
    expect(deleted.statusCode).toBe(405);
    expect(deleted.headers.allow).toBe('GET, HEAD');
    expect(deleted.json()).toEqual({ message: 'This address does not accept DELETE.' });
    expect((await app.inject({ method: 'GET', url: '/items' })).headers.allow).toBe('POST');
  });

  it('answers HEAD wherever GET is taken as GET would, a 404 handed on by a route included, never 405', async () => {
    const app = server();
    app.get('/only-for-browsers', async (_request, reply) => reply.callNotFound());
    expect((await app.inject({ method: 'HEAD', url: '/items/7' })).statusCode).toBe(200);
    const head = await app.inject({ method: 'HEAD', url: '/only-for-browsers' });
    expect(head.statusCode).toBe((await app.inject({ method: 'GET', url: '/only-for-browsers' })).statusCode);
    expect(head.statusCode).toBe(404);
    expect((await app.inject({ method: 'HEAD', url: '/items' })).statusCode).toBe(405);
  });

  it('answers an error with its status in our own words, never its code or message', async () => {
    const app = server();
    const forbidden = await app.inject({ url: '/fails' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: 'Forbidden' });
    expect((await app.inject({ url: '/ours' })).json()).toEqual({ message: 'Our own words.' });
  });

  it('rewrites an error a plugin answers in another form', async () => {
    const response = await server().inject({ url: '/text' });
    expect(response.statusCode).toBe(418);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: "I'm a Teapot" });
  });

  it("leaves a site's HTML not-found page as it is", async () => {
    const app = server();
    app.get('/page', async (_request, reply) => reply.code(404).type('text/html; charset=utf-8').send('<h1>404 not found.</h1>'));
    app.get('/html-error', async (_request, reply) => reply.code(500).type('text/html').send('<pre>stack</pre>'));
    const page = await app.inject({ url: '/page' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toBe('<h1>404 not found.</h1>');
    expect((await app.inject({ url: '/html-error' })).json()).toEqual({ message: 'Internal Server Error' });
  });

  it('answers a request the database could not serve (down, frozen, restarting) with 503 and when to try again', async () => {
    const app = server();
    app.get('/orders', async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    });
    app.get('/slow', async () => {
      throw new Error('Query read timeout');
    });
    for (const url of ['/orders', '/slow']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ message: 'This is briefly unavailable. Please try again in a moment.' });
    }
  });

  it("answers a browser's request for a site's page with its HTML error page, and anyone else with JSON", async () => {
    const app = createServer({
      pageErrors: { wantsPage: (request) => (request.headers.accept ?? '').includes('text/html'), page: (status) => `<h1>Error ${status}</h1>` },
    });
    app.get('/page', async () => {
      throw Object.assign(new Error('Connection terminated unexpectedly'));
    });
    app.get('/plugin', async (_request, reply) => reply.code(502).type('text/html').send('<h1>Bad gateway</h1>'));
    const page = await app.inject({ url: '/page', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toBe('<h1>Error 503</h1>');
    expect((await app.inject({ url: '/plugin', headers: { accept: 'text/html' } })).body).toBe('<h1>Bad gateway</h1>');
    const fetched = await app.inject({ url: '/page', headers: { accept: 'application/json' } });
    expect(fetched.statusCode).toBe(503);
    expect(fetched.json()).toEqual({ message: 'This is briefly unavailable. Please try again in a moment.' });
    expect((await app.inject({ url: '/plugin' })).json()).toEqual({ message: 'Bad Gateway' });
  });

  it('answers a refused preflight (plain text from a CORS plugin) as JSON', async () => {
    const app = server();
    app.options('/items', async (_request, reply) => reply.code(400).type('text/plain').send('Invalid Preflight Request'));
    const response = await app.inject({ method: 'OPTIONS', url: '/items' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'A preflight request needs Origin and Access-Control-Request-Method headers.' });
  });

  it('answers OPTIONS on a server without CORS as 405 JSON', async () => {
    const response = await server().inject({ method: 'OPTIONS', url: '/items' });
    expect(response.statusCode).toBe(405);
    expect(response.json()).toEqual({ message: 'This address does not accept OPTIONS.' });
  });

  it('answers a badly encoded URL with 400 JSON', async () => {
    const response = await server().inject({ url: '/items/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request URL is malformed.' });
  });
});

describe('errors Node answers before Fastify sees a request', () => {
  const app = server();

  async function rawAnswer(request: string): Promise<string> {
    if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
    const connection = await rawConnection((app.server.address() as AddressInfo).port);
    connection.socket.write(request);
    await connection.closed;
    return connection.received();
  }

  it('answers oversized headers with 431 JSON', async () => {
    const answer = await rawAnswer(`GET /items/1 HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toMatch(/content-type: application\/json/i);
    expect(answer).toContain('{"message":"The request headers are too large."}');
  });

  it('answers bytes that are not HTTP with 400 JSON', async () => {
    const answer = await rawAnswer('HELLO THERE\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('{"message":"The request is malformed."}');
    await app.close();
  });
});
