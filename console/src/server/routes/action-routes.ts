import { EXIT, NotAllowed, ReleaseError } from '@storefront/release';
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../paths';
import { Refusal } from '../http/console-errors';
import { actionSchema, isConsoleOperation } from './action-body';
import { parseBody } from './parse-body';
import { remoteParam, requireSignedIn, type SessionDependencies } from './signed-in';

/** How a refusal by a rule or the gate is answered, as the release service answers it. */
const STATUS_OF_EXIT: Record<number, number> = { [EXIT.refused]: 409, [EXIT.usage]: 400, [EXIT.notFound]: 404, [EXIT.busy]: 503 };

/** A gate renders every page in a browser, which on a busy machine takes minutes. */
const ACTION_TIMEOUT_MS = 10 * 60_000;

/** Every action on a remote, run as the signed-in token, within its rights. */
export async function actionRoutes(app: FastifyInstance, options: SessionDependencies): Promise<void> {
  app.post(apiPaths.action(':remote', ':operation'), async (request) => {
    const { token, session } = await requireSignedIn(request, options);
    const remote = remoteParam(request);
    const operation = (request.params as { operation: string }).operation;
    if (!isConsoleOperation(operation)) throw new Refusal(404, `The console offers no "${operation}".`);
    const action = parseBody(actionSchema(operation), request.body);
    // An injected request (a test's) has no socket timeout to lengthen.
    request.raw.socket.setTimeout?.(ACTION_TIMEOUT_MS);
    try {
      return await options.release.act(token, session.person, remote, action);
    } catch (error) {
      if (error instanceof NotAllowed) throw new Refusal(403, error.message);
      if (error instanceof ReleaseError) throw new Refusal(STATUS_OF_EXIT[error.exitCode] ?? 409, error.message, error.problems);
      throw error;
    }
  });
}
