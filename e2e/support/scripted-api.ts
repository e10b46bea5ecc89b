import { createServer } from 'node:http';
import { API_PREFIX } from '@storefront/shared/api-paths';

/** One answer of the scripted API: a status and the body exactly as sent (JSON or not). */
export interface ScriptedAnswer {
  status: number;
  body: string;
}

export interface ScriptedApi {
  /** The origin to give a site as its API_PUBLIC_URL. */
  url: string;
  close: () => Promise<void>;
}

/** A JSON answer. */
export const json = (body: unknown, status = 200): ScriptedAnswer => ({ status, body: JSON.stringify(body) });

/**
 * An API that answers each path under the API's prefix as the journey scripts it. The site's
 * server renders pages from its API, so hostile or broken answers must come from an API of the
 * site's own to reach the server's render and the browser alike (a browser-side route would only
 * reach the browser). Paths the script does not answer get the API's 404.
 */
export async function startScriptedApi(
  port: number,
  answer: (path: string, search: URLSearchParams) => ScriptedAnswer | undefined,
): Promise<ScriptedApi> {
  const apiPort = port + Number(process.env.E2E_PORT_OFFSET ?? 0);
  const server = createServer((request, response) => {
    const { pathname, searchParams } = new URL(request.url ?? '/', 'http://api.invalid');
    const scripted = pathname.startsWith(`${API_PREFIX}/`) ? answer(pathname.slice(API_PREFIX.length), searchParams) : undefined;
    const { status, body } = scripted ?? json({ message: 'Not found' }, 404);
    response.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    response.end(body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(apiPort, 'localhost', resolve);
  });
  return {
    url: `http://localhost:${apiPort}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers `/<collection>` with every item and `/<collection>/<id>` with the item of that id. */
export function collectionAnswers<T extends { id: number }>(collection: string, items: T[], summary: (item: T) => unknown = (item) => item) {
  return (path: string): ScriptedAnswer | undefined => {
    if (path === `/${collection}`) return json({ data: items.map(summary) });
    const match = path.match(new RegExp(`^/${collection}/([^/]+)$`));
    if (!match) return undefined;
    const item = items.find((candidate) => String(candidate.id) === decodeURIComponent(match[1]!));
    return item ? json({ data: item }) : json({ message: 'Not found' }, 404);
  };
}

interface ScriptedProduct {
  id: number;
  category: { name: string };
  stock: number;
}

/**
 * `GET /products` as the API answers it, over `items`: the categories the query names (any
 * case; unknown ones ignored), a page of `pageSize` (24 by default), the total and facet counts.
 */
export function productPage<T extends ScriptedProduct>(items: readonly T[], search = new URLSearchParams()): ScriptedAnswer {
  const names = [...new Set(items.map((item) => item.category.name))];
  const wanted = search.getAll('category').map((name) => name.toLowerCase());
  const chosen = names.filter((name) => wanted.includes(name.toLowerCase()));
  const matching = chosen.length === 0 ? items : items.filter((item) => chosen.includes(item.category.name));
  const page = Number(search.get('page') ?? 1);
  const pageSize = Number(search.get('pageSize') ?? 24);
  return json({
    data: matching.slice((page - 1) * pageSize, page * pageSize),
    meta: {
      total: matching.length,
      page,
      pageSize,
      pageCount: Math.ceil(matching.length / pageSize),
      facets: {
        categories: names.map((name, index) => ({ name, slug: `category-${index + 1}`, count: items.filter((item) => item.category.name === name).length, selected: chosen.includes(name) })),
        priceBands: [],
        stock: { inStock: matching.filter((item) => item.stock > 0).length, outOfStock: matching.filter((item) => item.stock === 0).length },
      },
    },
  });
}
