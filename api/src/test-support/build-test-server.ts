import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildServer, type BuildServerOptions } from '../server';

export const ALLOWED_ORIGIN = 'http://localhost:8080';

/** Builds one server for the enclosing describe block and closes it afterwards. */
export function useTestServer(options: Partial<BuildServerOptions> = {}): () => FastifyInstance {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await buildServer({ allowedOrigins: [ALLOWED_ORIGIN], ...options });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });
  return () => {
    if (!app) throw new Error('test server not ready');
    return app;
  };
}
