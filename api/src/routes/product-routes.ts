import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { CatalogueStore } from '../catalogue/catalogue-store';
import { listCategories } from '../catalogue/category-list';
import { productIdPage } from '../catalogue/product-id-pages';
import { listingQuerySchema } from '../catalogue/search/listing-query';
import { listProducts } from '../catalogue/search/product-listing';
import { firstProblem, wholeNumberParameter } from '../catalogue/search/query-parameters';
import type { SearchLog } from '../catalogue/search/search-log';
import type { ApiTables } from '../database/api-tables';
import { sendError } from '../http/error-responses';
import { parseId } from './parse-id';

export interface ProductRoutesOptions {
  db: Kysely<ApiTables>;
  searchLog: SearchLog;
}

const productIdsQuerySchema = z.object({ page: wholeNumberParameter('page', 'page must be a whole number, 1 or more', 1) });

export async function productRoutes(app: FastifyInstance, { db, searchLog }: ProductRoutesOptions): Promise<void> {
  const catalogue = new CatalogueStore(db);

  app.get('/products', async (request, reply) => {
    const parsed = listingQuerySchema.safeParse(request.query);
    if (!parsed.success) return sendError(reply, 400, firstProblem(parsed.error));
    const listing = await listProducts(db, parsed.data);
    // A new search, not its later pages: each counts once in the search report.
    if (parsed.data.q !== '' && parsed.data.page === 1) searchLog.record(parsed.data.q, listing.meta.total);
    return listing;
  });

  app.get<{ Params: { id: string } }>('/products/:id', async (request, reply) => {
    const id = parseId(request.params.id);
    const product = id === undefined ? undefined : await catalogue.find(id);
    if (!product) return sendError(reply, 404, 'Product not found');
    return { data: product };
  });

  app.get('/product-ids', async (request, reply) => {
    const parsed = productIdsQuerySchema.safeParse(request.query);
    if (!parsed.success) return sendError(reply, 400, firstProblem(parsed.error));
    return productIdPage(db, parsed.data.page ?? 1);
  });

  app.get('/categories', async () => ({ data: await listCategories(db) }));
}
