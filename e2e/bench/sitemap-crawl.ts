export interface SitemapCrawl {
  /** From asking for the index to the last file's last byte. */
  ms: number;
  /** The files the index names, and the URLs they list in all (product pages among them). */
  files: number;
  urls: number;
  productUrls: number;
  largestFileKb: number;
}

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

async function read(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
  return response.text();
}

/** Reads the site's sitemap as a crawler does: the index, then each file it names, one after another. */
export async function crawlSitemap(siteUrl: string): Promise<SitemapCrawl> {
  const started = performance.now();
  const files = locations(await read(new URL('/sitemap.xml', siteUrl).href));
  const crawl = { files: files.length, urls: 0, productUrls: 0, largestFileKb: 0 };
  for (const file of files) {
    const xml = await read(file);
    const urls = locations(xml);
    crawl.urls += urls.length;
    crawl.productUrls += urls.filter((url) => url.includes('/products/details/')).length;
    crawl.largestFileKb = Math.max(crawl.largestFileKb, Math.round(Buffer.byteLength(xml) / 1024));
  }
  return { ms: Math.round(performance.now() - started), ...crawl };
}
