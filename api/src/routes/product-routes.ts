import type { FastifyInstance } from 'fastify';
import type { Product } from '../catalogue/product-schema';
import { sendError } from '../http/error-responses';
import { parseId } from './parse-id';

export interface ProductRoutesOptions {
  products: readonly Product[];
}

export async function productRoutes(
  app: FastifyInstance,
  { products }: ProductRoutesOptions,
): Promise<void> {
  const productsById = new Map(products.map((product) => [product.id, product]));
  // The catalogue never changes while the server runs, and at 10,000 products serialising it
  // per request would dominate the response time, so the list body is built once.
  const listBody = JSON.stringify({ data: products });

  app.get('/products', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(listBody),
  );

  app.get<{ Params: { id: string } }>('/products/:id', async (request, reply) => {
    const id = parseId(request.params.id);
    const product = id === undefined ? undefined : productsById.get(id);
    if (!product) return sendError(reply, 404, 'Product not found');
    return { data: product };
  });
}
