// @vitest-environment jsdom
import { articleCards } from '@storefront/shared/articles';
import { services } from '@storefront/shared/services';
import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots';
import { renderSitemap, sitemapPaths } from './sitemap';

const SITE = 'https://shop.example';
const subjects = {
  products: [
    { id: 7, category: { name: 'Smart Locks' } },
    { id: 8, category: { name: 'Smart Locks' } },
    { id: 9, category: { name: 'Cameras & Doorbells' } },
  ],
  policies: [
    { id: 1, policyName: 'Privacy Policy' },
    { id: 3, policyName: 'Refund & Returns Policy' },
  ],
};

// The browser's XML parser (jsdom's), typed here: this package is compiled without the DOM's types.
interface XmlNode {
  textContent: string | null;
  namespaceURI: string | null;
}
interface XmlDocument {
  documentElement: XmlNode;
  getElementsByTagName(name: string): ArrayLike<XmlNode>;
}
const { DOMParser } = globalThis as unknown as { DOMParser: new () => { parseFromString(xml: string, type: string): XmlDocument } };

/** The document as an XML parser reads it; fails the test when it is not well-formed. */
function parseXml(xml: string): XmlDocument {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

const locations = (document: XmlDocument) => Array.from(document.getElementsByTagName('loc')).map((loc) => loc.textContent);

describe('sitemapPaths', () => {
  it('lists every kind of page once: fixed pages, categories, products, articles, services and policies', () => {
    const sitePaths = sitemapPaths(subjects);
    expect(sitePaths).toEqual(expect.arrayContaining([
      '/',
      '/products',
      '/products/Smart%20Locks',
      '/products/Cameras%20%26%20Doorbells',
      '/products/details/7',
      '/products/details/9',
      '/articles',
      '/policy-type/privacy-policy?id=1',
      '/policy-type/refund-returns-policy?id=3',
      '/about-us',
      '/contact',
      '/customer-support',
    ]));
    for (const article of articleCards) expect(sitePaths).toContain(`/articles/${article.slug}`);
    for (const service of services) expect(sitePaths).toContain(`/service-page/${service.slug}`);
    expect(new Set(sitePaths).size).toBe(sitePaths.length);
    expect(sitePaths.length).toBe(6 + 2 + 3 + articleCards.length + services.length + 2);
  });

  it('leaves out the private and placeholder pages', () => {
    expect(sitemapPaths(subjects)).not.toEqual(expect.arrayContaining([expect.stringMatching(/^\/(cart|wishlist|login|test|404)$/)]));
  });
});

describe('renderSitemap', () => {
  it('is a well-formed sitemaps.org document of absolute URLs on the site', () => {
    const document = parseXml(renderSitemap(SITE, sitemapPaths(subjects)));
    expect(document.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = locations(document);
    expect(urls).toContain('https://shop.example/products/details/7');
    expect(urls).toContain('https://shop.example/policy-type/privacy-policy?id=1');
    expect(urls.every((url) => url?.startsWith(`${SITE}/`))).toBe(true);
  });

  it('escapes what XML gives meaning to, and reads back the same URL', () => {
    const xml = renderSitemap(SITE, ['/policy-type/a?id=1&x=<b>', "/it's"]);
    expect(xml).toContain('/policy-type/a?id=1&amp;x=%3Cb%3E');
    expect(xml).toContain('/it&apos;s');
    expect(locations(parseXml(xml))).toEqual(['https://shop.example/policy-type/a?id=1&x=%3Cb%3E', "https://shop.example/it's"]);
  });
});

describe('robotsTxt', () => {
  it('allows everything but the private pages and names the sitemap', () => {
    expect(robotsTxt('https://shop.example').split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /cart',
      'Disallow: /wishlist',
      'Disallow: /login',
      'Disallow: /test',
      '',
      'Sitemap: https://shop.example/sitemap.xml',
      '',
    ]);
  });
});
