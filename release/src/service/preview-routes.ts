import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MAX_PREVIEW_EXPIRY_S, createPreview, listPreviews, revokePreview } from '../commands/preview';
import type { ReleaseContext, RemoteInfo } from '../release-context';
import { EXIT, ReleaseError } from '../release-error';
import type { Operation } from './authorize';

/** The release service's way of serving an operation: authenticated, within the token's rights, on the remote in the path. */
export type ServiceRoute = (
  operation: Operation,
  run: (call: { remote: RemoteInfo; by: string; body: unknown }, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  versionOf?: (request: FastifyRequest) => string | undefined,
) => (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

const createBody = z.object({
  reason: z.string().max(2_000).optional(),
  expiresInS: z.number().int().min(1).max(MAX_PREVIEW_EXPIRY_S).optional(),
});
const revokeBody = createBody.pick({ reason: true });

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw new ReleaseError(`Invalid request: ${parsed.error.issues[0]?.message ?? 'malformed body'}.`, EXIT.usage);
  return parsed.data;
}

const param = (request: FastifyRequest, name: 'version' | 'id') => (request.params as Record<string, string | undefined>)[name] ?? '';

/**
 * Preview links through the release service, each on its remote's path so the token's rights
 * (authorize.ts) decide as for any other operation: a team makes and revokes links to its own
 * remote's versions; every token may list them, as it may read history. The link's URL is in
 * the answer that made it only.
 */
export function registerPreviewRoutes(scope: FastifyInstance, context: ReleaseContext, route: ServiceRoute): void {
  scope.get(
    '/remotes/:remote/previews',
    route('history', async ({ remote }) => (await listPreviews(context)).filter((link) => link.remote === remote.folder)),
  );
  scope.post(
    '/remotes/:remote/versions/:version/previews',
    route(
      'preview',
      async ({ remote, by, body }, request, reply) => reply.code(201).send(await createPreview(context, remote, param(request, 'version'), { ...parse(createBody, body), by })),
      (request) => param(request, 'version'),
    ),
  );
  scope.post(
    '/remotes/:remote/previews/:id/revoke',
    route('preview', async ({ remote, by, body }, request) => {
      const id = param(request, 'id');
      // A link of another remote is not this path's to revoke: the same answer as none at all.
      if ((await context.previews.find(id))?.remote !== remote.name) throw new ReleaseError(`There is no preview link ${id} of ${remote.folder}.`, EXIT.notFound);
      return revokePreview(context, id, { ...parse(revokeBody, body), by });
    }),
  );
}
