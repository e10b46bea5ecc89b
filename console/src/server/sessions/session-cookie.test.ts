import Fastify from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { describe, expect, it } from 'vitest';
import { sessionCookie } from './session-cookie';

async function setBy(https: boolean) {
  const app = Fastify();
  await app.register(fastifyCookie);
  app.get('/', async (_request, reply) => {
    sessionCookie(https).set(reply, 'a'.repeat(43), new Date('2030-01-01T00:00:00Z'));
    return {};
  });
  const answer = await app.inject({ url: '/' });
  await app.close();
  return answer.headers['set-cookie']!.toString();
}

describe('the session cookie', () => {
  it('is Secure and __Host- prefixed over https, so no other origin of the host can set or replace it', async () => {
    expect(await setBy(true)).toBe(`__Host-console_session=${'a'.repeat(43)}; Path=/; Expires=Tue, 01 Jan 2030 00:00:00 GMT; HttpOnly; Secure; SameSite=Strict`);
  });

  it('is neither over plain http, where a browser would refuse a Secure cookie', async () => {
    expect(await setBy(false)).toBe(`console_session=${'a'.repeat(43)}; Path=/; Expires=Tue, 01 Jan 2030 00:00:00 GMT; HttpOnly; SameSite=Strict`);
  });
});
