import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientNetwork } from '@storefront/platform';
import { z } from 'zod';
import { localOperations } from '../commands/release-operations';
import { MAX_STAGES } from '../commands/stage-plan';
import { EXIT, ReleaseError } from '../release-error';
import { findRemote, type ReleaseContext, type RemoteInfo } from '../release-context';
import { forceRefusal, refusal, type Operation } from './authorize';
import { publishUpload, uploadScope } from './publish-route';
import { Refused } from './refused';
import { registerPreviewRoutes } from './preview-routes';
import type { ReleaseToken } from './token-store';

export const RELEASE_API_PREFIX = '/release-api/v1';

const STATUS_OF_EXIT: Record<number, number> = { [EXIT.refused]: 409, [EXIT.usage]: 400, [EXIT.notFound]: 404, [EXIT.busy]: 503 };

const goLiveBody = z.object({
  by: z.string().max(200).optional(),
  reason: z.string().max(2_000).optional(),
  force: z.boolean().optional(),
  skipSmoke: z.boolean().optional(),
});
const verifyBody = goLiveBody.pick({ reason: true, skipSmoke: true });
const promoteBody = goLiveBody.extend({ version: z.string().min(1).max(200), expect: z.string().min(1).max(200).optional() });
const rollbackBody = goLiveBody.extend({ to: z.string().min(1).max(200).optional() });
const canaryBody = promoteBody.extend({ percent: z.number().int().min(1).max(99), autoRollback: z.boolean().optional() });
// A rolling release: stages in place of a share (commands/stage-plan.ts checks the plan).
const rollingBody = promoteBody.extend({ stages: z.array(z.number().int()).min(2).max(MAX_STAGES), everySeconds: z.number().int() });
const isRolling = (body: unknown) => typeof body === 'object' && body !== null && 'stages' in body;
const completeBody = goLiveBody.extend({ version: z.string().min(1).max(200).optional() });
const withdrawBody = goLiveBody.pick({ by: true, reason: true });

interface Call {
  token: ReleaseToken;
  remote: RemoteInfo;
  /** Who the history records: the person the client names, and always the token that acted. */
  by: string;
  body: unknown;
}

const byOf = (token: ReleaseToken, claimed: unknown) =>
  typeof claimed === 'string' && claimed.trim() !== '' && claimed.trim() !== token.label ? `${claimed.trim()} via ${token.label}` : token.label;

/** How long an authorized operation may keep its client waiting with nothing sent. */
const OPERATION_TIMEOUT_MS = 10 * 60_000;

/**
 * The release operations as an HTTP API of the site's server: a team's pipeline needs only this
 * URL and its token. Each token acts within its rights (authorize.ts); a refused operation is
 * answered 403, changes nothing and is recorded in the history of the token's own remote.
 */
export async function registerReleaseService(app: FastifyInstance, context: ReleaseContext): Promise<void> {
  const operations = localOperations(context);

  /**
   * The request's token. A client network that sent too many wrong tokens this minute has its
   * requests answered 429 unread, valid tokens included: otherwise guessing would go on.
   */
  async function authenticate(request: FastifyRequest): Promise<ReleaseToken> {
    const network = clientNetwork(request.ip);
    const wait = await context.tokens.failures.retryAfter(network, context.limits.authFailuresPerMinute);
    if (wait !== undefined) {
      throw new Refused(429, `Too many wrong release tokens from your network; try again in ${wait} s.`, [], { 'retry-after': String(wait) });
    }
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? await context.tokens.find(header.slice(7).trim()) : undefined;
    if (!token) {
      await context.tokens.failures.record(network);
      throw new Refused(401, 'A valid release token is required (Authorization: Bearer <token>).');
    }
    return token;
  }

  /**
   * A refusal is recorded in the history of the token's own remote, under the token's label
   * alone: a team's token can neither write into another remote's history nor choose whom the
   * entry names. Release managers are never refused an operation.
   */
  async function authorize(token: ReleaseToken, operation: Operation, remote: RemoteInfo, claimedVersion: unknown, why = refusal(token, operation, remote.name)) {
    if (!why) return;
    if (token.remote) {
      // What the caller named, as text of a sane length (the body is not yet validated).
      const version = typeof claimedVersion === 'string' && claimedVersion !== '' ? claimedVersion.slice(0, 200) : undefined;
      const tried = `${remote.folder}${version ? ` ${version}` : ''}`;
      await context.registry.appendHistory(token.remote, {
        // Another remote's version means nothing in this remote's history: the reason names it.
        version: remote.name === token.remote ? (version ?? '-') : '-',
        action: 'refused',
        by: token.label,
        reason: `${operation} of ${tried} refused: ${why}`,
      });
    }
    throw new Refused(403, `Refused: ${why}.`);
  }

  function remoteParam(request: FastifyRequest): RemoteInfo {
    const remote = findRemote((request.params as { remote?: string }).remote ?? '');
    if (!remote) throw new Refused(404, `Unknown remote "${(request.params as { remote?: string }).remote}".`);
    return remote;
  }

  function parse<T>(schema: z.ZodType<T>, body: unknown): T {
    const parsed = schema.safeParse(body ?? {});
    if (!parsed.success) throw new Refused(400, `Invalid request: ${parsed.error.issues[0]?.message ?? 'malformed body'}.`);
    return parsed.data;
  }

  /** Authenticates, checks the token's rights on the named remote, runs, and answers errors alike. */
  const route =
    (operation: Operation, run: (call: Call, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>, versionOf?: (request: FastifyRequest) => unknown) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        const token = await authenticate(request);
        const remote = remoteParam(request);
        await authorize(token, operation, remote, versionOf?.(request));
        if ((request.body as { force?: unknown } | undefined)?.force === true) {
          await authorize(token, operation, remote, versionOf?.(request), forceRefusal(token, context.limits.teamsMayForce));
        }
        const claimedBy = (request.body as { by?: unknown } | undefined)?.by ?? request.headers['x-release-by'];
        // The server cuts a connection idle for its idle timeout, but here the client waits on
        // the service: a gate renders every page in a browser, which on a busy machine takes
        // far longer. Node restores its own timeouts when the connection serves its next request.
        // (A request injected without a connection, as in tests, has no timeout to change.)
        request.raw.socket.setTimeout?.(OPERATION_TIMEOUT_MS);
        return await run({ token, remote, by: byOf(token, claimedBy), body: request.body }, request, reply);
      } catch (error) {
        return sendError(reply, error);
      }
    };

  function sendError(reply: FastifyReply, error: unknown) {
    if (error instanceof Refused) return reply.code(error.statusCode).headers(error.headers).send({ message: error.message, problems: error.problems });
    if (error instanceof ReleaseError) {
      return reply.code(STATUS_OF_EXIT[error.exitCode] ?? 409).send({ message: error.message, problems: error.problems });
    }
    reply.log.error({ err: error }, 'release operation failed');
    return reply.code(500).send({ message: 'The release service failed; see its log.', problems: [] });
  }

  await app.register(
    async (scope) => {
      scope.get('/status', async (request, reply) => {
        try {
          await authenticate(request);
          return await operations.status();
        } catch (error) {
          return sendError(reply, error);
        }
      });

      scope.get('/remotes/:remote/history', route('history', ({ remote }) => operations.history(remote)));

      // A forced publish is known once its fields have arrived: refused then, before it is stored.
      const refuseForce = (token: ReleaseToken, remote: RemoteInfo) => authorize(token, 'publish', remote, undefined, forceRefusal(token, context.limits.teamsMayForce));
      const publish = publishUpload(operations, context.limits, { byOf, refuseForce });
      await scope.register(async (uploads) => {
        await uploadScope(uploads, context.limits);
        uploads.post('/remotes/:remote/versions', route('publish', publish));
      });

      const versionParam = (request: FastifyRequest) => (request.params as { version?: string }).version;
      const versionInBody = (request: FastifyRequest) => (request.body as { version?: string } | undefined)?.version;
      scope.post(
        '/remotes/:remote/versions/:version/verify',
        route('verify', ({ remote, by, body }, request) => operations.verify(remote, versionParam(request)!, { ...parse(verifyBody, body), by }), versionParam),
      );
      scope.post(
        '/remotes/:remote/versions/:version/withdraw',
        route('withdraw', ({ remote, by, body }, request) => operations.withdraw(remote, versionParam(request)!, { ...parse(withdrawBody, body), by }), versionParam),
      );
      scope.post(
        '/remotes/:remote/versions/:version/reset-figures',
        route('reset-figures', ({ remote, by, body }, request) => operations.resetFigures(remote, versionParam(request)!, { ...parse(withdrawBody, body), by }), versionParam),
      );
      scope.post(
        '/remotes/:remote/promote',
        route('promote', ({ remote, by, body }) => {
          const { version, ...options } = parse(promoteBody, body);
          return operations.promote(remote, version, { ...options, by });
        }, versionInBody),
      );
      scope.post(
        '/remotes/:remote/canary',
        route('canary', ({ remote, by, body }) => {
          if (isRolling(body)) {
            const { version, ...options } = parse(rollingBody, body);
            return operations.rolling(remote, version, { ...options, by });
          }
          const { version, ...options } = parse(canaryBody, body);
          return operations.canary(remote, version, { ...options, by });
        }, versionInBody),
      );
      scope.post(
        '/remotes/:remote/complete',
        route('complete', ({ remote, by, body }) => operations.complete(remote, { ...parse(completeBody, body), by }), versionInBody),
      );
      scope.post(
        '/remotes/:remote/rollback',
        route('rollback', ({ remote, by, body }) => operations.rollback(remote, { ...parse(rollbackBody, body), by }), (request) => (request.body as { to?: string } | undefined)?.to),
      );
      registerPreviewRoutes(scope, context, route);
    },
    { prefix: RELEASE_API_PREFIX },
  );
}
