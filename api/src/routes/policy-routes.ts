import type { FastifyInstance } from 'fastify';
import type { Policy, PolicySummary } from '../policies/policy-schema';
import { sendError } from '../http/error-responses';
import { parseId } from './parse-id';

export interface PolicyRoutesOptions {
  policies: readonly Policy[];
}

export async function policyRoutes(
  app: FastifyInstance,
  { policies }: PolicyRoutesOptions,
): Promise<void> {
  const summaries: PolicySummary[] = policies.map(({ id, policyName }) => ({ id, policyName }));
  const policiesById = new Map(policies.map((policy) => [policy.id, policy]));

  app.get('/policies', async () => ({ data: summaries }));

  app.get<{ Params: { id: string } }>('/policies/:id', async (request, reply) => {
    const id = parseId(request.params.id);
    const policy = id === undefined ? undefined : policiesById.get(id);
    if (!policy) return sendError(reply, 404, 'Policy not found');
    return { data: policy };
  });
}
