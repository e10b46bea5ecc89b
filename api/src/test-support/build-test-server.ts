import type { DatabaseServer } from '@storefront/platform/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { SeedOptions } from '../database/seed-database';
import { buildServer, type BuildServerOptions } from '../server';
import { embeddedServer, freshTestDatabase } from './test-database';

export const ALLOWED_ORIGIN = 'http://localhost:8080';

export interface TestServerOptions extends Partial<BuildServerOptions>, SeedOptions {
  /** The PostgreSQL server its database lives on (the embedded one by default). */
  server?: () => DatabaseServer;
}

/** Builds one server, on a database of its own, for the enclosing describe block. */
export function useTestServer({ server = embeddedServer, productCount, ...options }: TestServerOptions = {}): () => FastifyInstance {
  const database = freshTestDatabase(server, { productCount });
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await buildServer({ db: database().db, allowedOrigins: [ALLOWED_ORIGIN], ...options });
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
