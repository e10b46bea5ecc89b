import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { firstProblem, searchTextParameter } from '../catalogue/search/query-parameters';
import { searchSuggestions } from '../catalogue/search/search-suggestions';
import type { ApiTables } from '../database/api-tables';
import { sendError } from '../http/error-responses';

const suggestionsQuerySchema = z.object({ q: searchTextParameter });

export async function searchRoutes(app: FastifyInstance, { db }: { db: Kysely<ApiTables> }): Promise<void> {
  app.get('/search/suggestions', async (request, reply) => {
    const parsed = suggestionsQuerySchema.safeParse(request.query);
    if (!parsed.success) return sendError(reply, 400, firstProblem(parsed.error));
    return { data: await searchSuggestions(db, parsed.data.q) };
  });
}
