import type { FastifyInstance } from 'fastify';
import type { CatalogueStore } from '../catalogue/catalogue-store';
import { sendError } from '../http/error-responses';
import { parseId } from './parse-id';

export interface ProductRoutesOptions {
  catalogue: CatalogueStore;
}

export async function productRoutes(app: FastifyInstance, { catalogue }: ProductRoutesOptions): Promise<void> {
  app.get('/products', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(await catalogue.listBody()),
  );

  app.get<{ Params: { id: string } }>('/products/:id', async (request, reply) => {
    const id = parseId(request.params.id);
    const product = id === undefined ? undefined : await catalogue.find(id);
    if (!product) return sendError(reply, 404, 'Product not found');
    return { data: product };
  });
}
