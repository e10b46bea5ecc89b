import { API_PREFIX, apiPaths } from '@storefront/shared/api-paths';
import { envelope, policySummarySchema, productSchema } from '@storefront/shared/api-schemas';
import { articleCards } from '@storefront/shared/articles';
import { paths } from '@storefront/shared/paths';
import { services } from '@storefront/shared/services';
import { slugify } from '@storefront/shared/slugify';
import { z } from 'zod/mini';

export interface SitemapSubjects {
  products: readonly { id: number; category: { name: string } }[];
  policies: readonly { id: number; policyName: string }[];
}

/**
 * Every page a search engine should know, as paths on the site: the fixed pages, each category,
 * product, article, service and policy. The cart, wishlist, login and test pages are private or
 * placeholders (robots.txt keeps crawlers out of them).
 */
export function sitemapPaths({ products, policies }: SitemapSubjects): string[] {
  const categories = [...new Set(products.map((product) => product.category.name))];
  return [
    paths.home(),
    paths.products(),
    ...categories.map((category) => paths.products(category)),
    ...products.map((product) => paths.productDetail(product.id)),
    paths.articles(),
    ...articleCards.map((article) => paths.article(article.slug)),
    ...services.map((service) => paths.servicePage(service.slug)),
    ...policies.map((policy) => paths.policy(slugify(policy.policyName), policy.id)),
    paths.about(),
    paths.contact(),
    paths.customerSupport(),
  ];
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);

/** The sitemaps.org document for these paths on the site's public origin. */
export function renderSitemap(siteUrl: string, sitePaths: readonly string[]): string {
  const urls = sitePaths.map((sitePath) => `<url><loc>${escapeXml(new URL(sitePath, siteUrl).href)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

const productsAnswer = envelope(z.array(productSchema));
const policiesAnswer = envelope(z.array(policySummarySchema));

/** The products and policies the sitemap lists, from the API; throws when it cannot answer. */
export async function fetchSitemapSubjects(apiBaseUrl: string, timeoutMs: number, fetchApi: typeof fetch = fetch): Promise<SitemapSubjects> {
  const read = async <T>(apiPath: string, schema: z.ZodMiniType<T>): Promise<T> => {
    const response = await fetchApi(`${apiBaseUrl}${API_PREFIX}${apiPath}`, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`The API answered ${response.status} for ${apiPath}.`);
    return schema.parse(await response.json());
  };
  const [products, policies] = await Promise.all([read(apiPaths.products(), productsAnswer), read(apiPaths.policies(), policiesAnswer)]);
  return { products, policies };
}
