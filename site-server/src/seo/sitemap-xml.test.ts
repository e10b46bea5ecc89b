// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderSitemapIndex, renderUrlSet } from './sitemap-xml';

const SITE = 'https://shop.example';

// The browser's XML parser (jsdom's), typed here: this package is compiled without the DOM's types.
interface XmlNode {
  textContent: string | null;
  namespaceURI: string | null;
  localName: string;
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

describe('renderUrlSet', () => {
  it('is a well-formed sitemaps.org urlset of absolute URLs on the site', () => {
    const document = parseXml(renderUrlSet(SITE, ['/', '/products/details/7', '/policy-type/privacy-policy?id=1']));
    expect(document.documentElement.localName).toBe('urlset');
    expect(document.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(locations(document)).toEqual([`${SITE}/`, `${SITE}/products/details/7`, `${SITE}/policy-type/privacy-policy?id=1`]);
    expect(document.getElementsByTagName('url')).toHaveLength(3);
  });

  it('escapes what XML gives meaning to, and reads back the same URL', () => {
    const xml = renderUrlSet(SITE, ['/policy-type/a?id=1&x=<b>', "/it's"]);
    expect(xml).toContain('/policy-type/a?id=1&amp;x=%3Cb%3E');
    expect(xml).toContain('/it&apos;s');
    expect(locations(parseXml(xml))).toEqual(['https://shop.example/policy-type/a?id=1&x=%3Cb%3E', "https://shop.example/it's"]);
  });
});

describe('renderSitemapIndex', () => {
  it('is a well-formed sitemaps.org index naming each file on the site', () => {
    const document = parseXml(renderSitemapIndex(SITE, ['/sitemap-pages.xml', '/sitemap-products-1.xml']));
    expect(document.documentElement.localName).toBe('sitemapindex');
    expect(document.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(document.getElementsByTagName('sitemap')).toHaveLength(2);
    expect(locations(document)).toEqual([`${SITE}/sitemap-pages.xml`, `${SITE}/sitemap-products-1.xml`]);
  });
});
