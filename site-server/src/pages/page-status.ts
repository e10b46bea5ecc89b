import { API_PREFIX, apiPaths } from '@storefront/shared/api-paths';
import { findArticleCard } from '@storefront/shared/articles';
import { pageForPath } from '@storefront/shared/federation';
import { paths } from '@storefront/shared/paths';
import { services } from '@storefront/shared/services';

export type PageStatus = { status: 200 | 404 } | { redirect: string };

export interface PageStatusOptions {
  /** The API's base URL, as the server reaches it. */
  apiBaseUrl: string;
  /** How long a lookup may take before the page is sent as found (the page then shows its own state). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** A page must not wait long for its status: past this, it is sent and finds out for itself. */
export const DEFAULT_LOOKUP_TIMEOUT_MS = 300;

const FOUND: PageStatus = { status: 200 };
const MISSING: PageStatus = { status: 404 };

type Params = Readonly<Record<string, string | undefined>>;
type SubjectCheck = (params: Params, search: URLSearchParams, lookUp: (apiPath: string) => Promise<PageStatus>) => PageStatus | Promise<PageStatus>;

/**
 * What each page with a subject of its own answers when the subject is not there (spec §2, §8):
 * the same as the page shows in the browser. Pages not listed always exist.
 */
const subjectChecks: Record<string, SubjectCheck> = {
  ProductDetailPage: ({ productId }, _search, lookUp) => lookUp(apiPaths.product(productId ?? '')),
  ArticlePage: ({ slug }) => (findArticleCard(slug) ? FOUND : MISSING),
  // The service page sends an unknown slug to /404, in the browser too.
  ServicePage: ({ slug }) => (services.some((service) => service.slug === slug) ? FOUND : { redirect: paths.notFound() }),
  PolicyPage: (_params, search, lookUp) => {
    const id = search.get('id');
    return id ? lookUp(apiPaths.policy(id)) : MISSING;
  },
};

/**
 * The HTTP answer for a page of the site: 404 for an unknown route and for a product, article or
 * policy that does not exist, a redirect for an unknown service. Products and policies are looked
 * up in the API, unless the server's render of the page already was answered (`rendered`: whether
 * the subject is missing); when the API cannot say (down, slow, an error), the page is sent as
 * found and shows its own error state, as the browser would.
 */
export function createPageStatus(
  options: PageStatusOptions,
): (pathname: string, search?: string, rendered?: Promise<boolean | undefined>) => Promise<PageStatus> {
  const fetchApi = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_LOOKUP_TIMEOUT_MS;
  const lookUp = async (apiPath: string): Promise<PageStatus> => {
    try {
      const response = await fetchApi(`${options.apiBaseUrl}${API_PREFIX}${apiPath}`, {
        method: 'GET',
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      return response.status === 404 ? MISSING : FOUND;
    } catch {
      return FOUND;
    }
  };
  return async (pathname, search = '', rendered) => {
    if (pathname === paths.test()) return FOUND;
    const page = pageForPath(pathname);
    if (!page) return MISSING;
    const check = subjectChecks[page.module];
    if (!check) return FOUND;
    // What the server's render was answered is the page's status; asked again only without one.
    const lookUpOnce = async (apiPath: string) => {
      const answered = await rendered;
      return answered === undefined ? lookUp(apiPath) : answered ? MISSING : FOUND;
    };
    return check(page.params, new URLSearchParams(search), lookUpOnce);
  };
}
