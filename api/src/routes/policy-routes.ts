import type { FastifyInstance } from 'fastify';
import { sendError } from '../http/error-responses';
import type { PolicyStore } from '../policies/policy-store';
import { parseId } from './parse-id';

export interface PolicyRoutesOptions {
  policies: PolicyStore;
}

export async function policyRoutes(app: FastifyInstance, { policies }: PolicyRoutesOptions): Promise<void> {
  app.get('/policies', async () => ({ data: await policies.list() }));

  app.get<{ Params: { id: string } }>('/policies/:id', async (request, reply) => {
    const id = parseId(request.params.id);
    const policy = id === undefined ? undefined : await policies.find(id);
    if (!policy) return sendError(reply, 404, 'Policy not found');
    return { data: policy };
  });
}
