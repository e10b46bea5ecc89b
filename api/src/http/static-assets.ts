import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const PUBLIC_DIRECTORY = fileURLToPath(new URL('../../public/', import.meta.url));

/** Where the API serves its images. */
export const PUBLIC_PREFIX = '/public/';

/**
 * Product art under /public. File names are not content-hashed, so we pick a long max-age
 * but not `immutable`: a redrawn image still reaches browsers once the month is up, and
 * ETag/Last-Modified revalidation keeps that cheap.
 */
export async function registerStaticAssets(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: PUBLIC_DIRECTORY,
    prefix: PUBLIC_PREFIX,
    maxAge: '30d',
    immutable: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    // A directory URL is just a missing file to clients; the default 403 would reveal the folder.
    allowedPath: (pathName) => !pathName.endsWith('/'),
  });
}
