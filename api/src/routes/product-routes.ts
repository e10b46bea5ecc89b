import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { CatalogueStore } from '../catalogue/catalogue-store';
import { listCategories, type CategorySummary } from '../catalogue/category-list';
import { productIdPage } from '../catalogue/product-id-pages';
import { listingQuerySchema } from '../catalogue/search/listing-query';
import { listProducts, type ProductListing } from '../catalogue/search/product-listing';
import { firstProblem, wholeNumberParameter } from '../catalogue/search/query-parameters';
import { RecentAnswers, type RecentAnswersOptions } from '../catalogue/search/recent-answers';
import type { SearchLog } from '../catalogue/search/search-log';
import type { ApiTables } from '../database/api-tables';
import { sendError } from '../http/error-responses';
import { parseId } from './parse-id';

export interface ProductRoutesOptions {
  db: Kysely<ApiTables>;
  searchLog: SearchLog;
  recentAnswers?: RecentAnswersOptions;
}

const productIdsQuerySchema = z.object({ page: wholeNumberParameter('page', 'page must be a whole number, 1 or more', 1) });

export async function productRoutes(app: FastifyInstance, { db, searchLog, recentAnswers }: ProductRoutesOptions): Promise<void> {
  const catalogue = new CatalogueStore(db);
  const listings = new RecentAnswers<ProductListing>(recentAnswers);
  // Every page's header asks for them: counted once per ten seconds, not once per page.
  const categories = new RecentAnswers<{ data: CategorySummary[] }>(recentAnswers);

  app.get('/products', async (request, reply) => {
    const parsed = listingQuerySchema.safeParse(request.query);
    if (!parsed.success) return sendError(reply, 400, firstProblem(parsed.error));
    const listing = await listings.get(parsed.data, () => listProducts(db, parsed.data));
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

  app.get('/categories', () => categories.get('categories', async () => ({ data: await listCategories(db) })));
}
