import { paths } from '@storefront/shared/paths';

/** Pages of one visitor's own (cart, wishlist, login) or placeholders (test): nothing to index. */
const PRIVATE_PAGES = [paths.cart(), paths.wishlist(), paths.login(), paths.test()];

/** robots.txt: every crawler may read the site except the private pages, and where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PAGES.map((page) => `Disallow: ${page}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', siteUrl).href}`,
    '',
  ].join('\n');
}
