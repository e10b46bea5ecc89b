import { articleCards } from '@storefront/shared/articles';
import { paths } from '@storefront/shared/paths';
import { services } from '@storefront/shared/services';
import { slugify } from '@storefront/shared/slugify';

export interface PagesSubjects {
  categories: readonly { name: string; productCount: number }[];
  policies: readonly { id: number; policyName: string }[];
}

/**
 * Every page a search engine should know but the products, as paths on the site: the fixed pages,
 * each category with products, article, service and policy. The cart, wishlist, login and test
 * pages are private or placeholders (robots.txt keeps crawlers out of them); an empty category's
 * page has nothing to index.
 */
export function pagesSitemapPaths({ categories, policies }: PagesSubjects): string[] {
  return [
    paths.home(),
    paths.products(),
    ...categories.filter((category) => category.productCount > 0).map((category) => paths.products(category.name)),
    paths.articles(),
    ...articleCards.map((article) => paths.article(article.slug)),
    ...services.map((service) => paths.servicePage(service.slug)),
    ...policies.map((policy) => paths.policy(slugify(policy.policyName), policy.id)),
    paths.about(),
    paths.contact(),
    paths.customerSupport(),
  ];
}

/** The product pages of these ids. */
export const productSitemapPaths = (ids: readonly number[]): string[] => ids.map((id) => paths.productDetail(id));

/** The sitemap files the index names, in its order: the pages', then one per page of product ids. */
export const SITEMAP_PAGES_FILE = '/sitemap-pages.xml';
export const productSitemapFile = (page: number) => `/sitemap-products-${page}.xml`;

export function sitemapFiles(productFileCount: number): string[] {
  return [SITEMAP_PAGES_FILE, ...Array.from({ length: productFileCount }, (_, index) => productSitemapFile(index + 1))];
}
