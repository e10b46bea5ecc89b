import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { firstProblem, searchTextParameter } from '../catalogue/search/query-parameters';
import { RecentAnswers, type RecentAnswersOptions } from '../catalogue/search/recent-answers';
import { searchSuggestions, type SearchSuggestions } from '../catalogue/search/search-suggestions';
import type { ApiTables } from '../database/api-tables';
import { sendError } from '../http/error-responses';

const suggestionsQuerySchema = z.object({ q: searchTextParameter });

export interface SearchRoutesOptions {
  db: Kysely<ApiTables>;
  recentAnswers?: RecentAnswersOptions;
}

export async function searchRoutes(app: FastifyInstance, { db, recentAnswers }: SearchRoutesOptions): Promise<void> {
  const suggestions = new RecentAnswers<SearchSuggestions>(recentAnswers);

  app.get('/search/suggestions', async (request, reply) => {
    const parsed = suggestionsQuerySchema.safeParse(request.query);
    if (!parsed.success) return sendError(reply, 400, firstProblem(parsed.error));
    const { q } = parsed.data;
    return { data: await suggestions.get(q, () => searchSuggestions(db, q)) };
  });
}
