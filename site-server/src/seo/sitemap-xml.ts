// The sitemaps.org documents: a urlset of pages, and the index that names the urlset files.

const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);

function locations(siteUrl: string, element: 'url' | 'sitemap', sitePaths: readonly string[]): string {
  const base = new URL(siteUrl);
  return sitePaths.map((sitePath) => `<${element}><loc>${escapeXml(new URL(sitePath, base).href)}</loc></${element}>`).join('\n');
}

const document = (root: string, body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="${SITEMAP_NAMESPACE}">\n${body}\n</${root}>\n`;

/** A sitemap of these pages, each an absolute URL on the site's public origin. */
export const renderUrlSet = (siteUrl: string, sitePaths: readonly string[]) => document('urlset', locations(siteUrl, 'url', sitePaths));

/** The sitemap index naming these sitemap files of the site. */
export const renderSitemapIndex = (siteUrl: string, files: readonly string[]) => document('sitemapindex', locations(siteUrl, 'sitemap', files));
