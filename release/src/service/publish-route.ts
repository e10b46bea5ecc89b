import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublishResult } from '../commands/publish';
import type { ReleaseOperations } from '../commands/release-operations';
import type { ReleaseServiceLimits } from '../release-config';
import type { RemoteInfo } from '../release-context';
import { receiveBuild } from './receive-build';
import { Refused } from './refused';
import type { ReleaseToken } from './token-store';

type PublishCall = (call: { token: ReleaseToken; remote: RemoteInfo }, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

interface PublishRules {
  /** Who the history names. */
  byOf: (token: ReleaseToken, claimed: unknown) => string;
  /** Throws (and records) when the token may not force. */
  refuseForce: (token: ReleaseToken, remote: RemoteInfo) => Promise<void>;
}

/**
 * Publishing a build over HTTP: its upload is received as it arrives (receive-build.ts), at most
 * `uploadsPerToken` at once for one token in this process, then published.
 */
export function publishUpload(operations: ReleaseOperations, limits: ReleaseServiceLimits, { byOf, refuseForce }: PublishRules): PublishCall {
  const uploading = new Map<string, number>();
  return async ({ remote, token }, request, reply) => {
    const under = uploading.get(token.id) ?? 0;
    if (under >= limits.uploadsPerToken) {
      throw new Refused(429, `The ${token.label} token has ${under} uploads under way, the most it may; publish again once one has finished.`);
    }
    uploading.set(token.id, under + 1);
    try {
      const build = await receiveBuild(request, limits);
      const { by, reason, force, ...source } = build.fields;
      let result: PublishResult;
      try {
        if (force === 'true') await refuseForce(token, remote);
        result = await operations.publish(remote, await build.read(), { by: byOf(token, by), reason, force: force === 'true', source });
      } finally {
        await build.discard();
      }
      return await reply.code(result.alreadyPublished ? 200 : 201).send(result);
    } finally {
      const left = (uploading.get(token.id) ?? 1) - 1;
      if (left > 0) uploading.set(token.id, left);
      else uploading.delete(token.id);
    }
  };
}

/**
 * The scope the publish route lives in: it parses multipart bodies only, as they are read; any
 * other body reaches the route unread, to be answered 415 in the service's own words.
 */
export async function uploadScope(scope: FastifyInstance, limits: ReleaseServiceLimits): Promise<void> {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
  await scope.register(fastifyMultipart, { limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles } });
}
