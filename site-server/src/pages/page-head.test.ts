import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { afterPaintId, embeddedDocumentsId } from '@storefront/shared/federation';
import { pageAssets } from './page-assets';
import { pageDocument } from './page-document';
import type { PageHints } from './page-head';
import { cachedManifests, createPageHints } from './page-hints';
import { cutPageTemplate, pageTemplateReader } from './page-template';

const manifestUrl = 'http://cdn.test/1.2.0/mf-manifest.json';
const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'HomePage', assets: { js: { sync: ['467.aa.js', '__federation_expose_HomePage.7e.js'] } } },
    { name: 'AboutPage', assets: { js: { sync: ['__federation_expose_AboutPage.7b.js'] } } },
  ],
};
// The shell's first script comes in parts (react-dom, libraries, the shell), in this order.
const TEMPLATE =
  '<!doctype html><html><head><title>Site</title><script defer src="/react-dom.js"></script><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';

function dataBlock(id: string, html: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
}
const embeddedDocuments = (html: string) => dataBlock(embeddedDocumentsId, html);
const PAINT_FIRST = '<script defer src="/paint-first.1a.js"></script>';

/** The page as it goes out without a server render (the browser renders it). */
const renderPageHtml = (template: string, head: PageHints & { paintFirst?: string }) =>
  pageDocument(cutPageTemplate(template, head.paintFirst), head, undefined, () => undefined) as string;

describe('pageAssets', () => {
  it("lists the entry and the page's own chunks, as URLs beside the manifest, and not the manifest, which browsers never read", () => {
    expect(pageAssets(manifestUrl, manifest, 'HomePage')).toEqual([
      { href: 'http://cdn.test/1.2.0/remoteEntry.js', as: 'script' },
      { href: 'http://cdn.test/1.2.0/467.aa.js', as: 'script' },
      { href: 'http://cdn.test/1.2.0/__federation_expose_HomePage.7e.js', as: 'script' },
    ]);
  });

  it('names the integrity the browser will require of each file it knows', () => {
    const integrity = { 'mf-manifest.json': 'sha256-bQ==', 'remoteEntry.js': 'sha256-ZQ==', '467.aa.js': 'sha256-Yw==' };
    expect(pageAssets(manifestUrl, manifest, 'HomePage', integrity).map((preload) => preload.integrity)).toEqual([
      'sha256-ZQ==',
      'sha256-Yw==',
      undefined,
    ]);
  });

  it('keeps to what it can read from an unexpected manifest', () => {
    expect(pageAssets(manifestUrl, { exposes: 'nonsense' }, 'HomePage')).toEqual([]);
    expect(pageAssets(manifestUrl, null, 'HomePage')).toEqual([]);
    expect(pageAssets(manifestUrl, manifest, 'MissingPage')).toEqual([{ href: 'http://cdn.test/1.2.0/remoteEntry.js', as: 'script' }]);
  });
});

const apiUrl = 'http://api.test/api/v1/products';

describe("a page's head", () => {
  it('puts the documents and hints in the head, after the shell script', () => {
    const html = renderPageHtml(TEMPLATE, {
      documents: { registry: { remotes: {} }, config: { apiBaseUrl: 'http://api.test' } },
      preconnect: ['http://api.test'],
      preloads: [
        { href: apiUrl, as: 'fetch', integrity: 'sha256-bQ==' },
        { href: 'http://cdn.test/1.2.0/remoteEntry.js', as: 'script' },
        { href: 'http://cdn.test/1.2.0/1.js', as: 'script', integrity: 'sha256-ZQ==' },
      ],
    });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.indexOf('/main.js')).toBeLessThan(head.indexOf(embeddedDocumentsId));
    expect(head).toContain('<link rel="preconnect" href="http://api.test" crossorigin>');
    // Integrity on a fetch hint is ignored by browsers: the fetch that uses it checks it.
    expect(head).toContain(`<link rel="preload" href="${apiUrl}" as="fetch" crossorigin>`);
    expect(head).toContain('<link rel="preload" href="http://cdn.test/1.2.0/remoteEntry.js" as="script">');
    expect(head).toContain('<link rel="preload" href="http://cdn.test/1.2.0/1.js" as="script" crossorigin integrity="sha256-ZQ==">');
    expect(embeddedDocuments(html)).toEqual({ registry: { remotes: {} }, config: { apiBaseUrl: 'http://api.test' } });
  });

  it('cannot be broken out of by a document value or a URL', () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const html = renderPageHtml(TEMPLATE, {
      documents: { registry: { note: hostile }, config: {} },
      preconnect: [],
      preloads: [{ href: 'http://cdn.test/"><script>alert(1)</script>', as: 'script' }],
    });
    expect(html.match(/<script/g)).toHaveLength(3); // the shell's two scripts and the data block
    expect(embeddedDocuments(html)).toEqual({ registry: { note: hostile }, config: {} });
  });

  it("starts a server-rendered page with the paint-first script alone, listing the shell's scripts and the hints for it", () => {
    const html = renderPageHtml(TEMPLATE, {
      documents: { registry: { remotes: {} }, config: {} },
      preconnect: ['http://api.test'],
      preloads: [
        { href: apiUrl, as: 'fetch' },
        { href: 'http://cdn.test/1.2.0/1.js', as: 'script', integrity: 'sha256-ZQ==' },
      ],
      paintFirst: PAINT_FIRST,
    });
    const head = html.slice(0, html.indexOf('</head>'));
    // Nothing in the HTML downloads code: the first paint has the network to itself.
    expect(head.match(/<script defer/g)).toEqual(['<script defer']);
    expect(head).toContain(PAINT_FIRST);
    expect(head).not.toContain('rel="preload"');
    expect(head).toContain('<link rel="preconnect" href="http://api.test" crossorigin>');
    // Hints first, then the shell's scripts, in the template's order.
    expect(dataBlock(afterPaintId, html)).toEqual([
      { tag: 'link', attributes: { rel: 'preload', href: apiUrl, as: 'fetch', crossorigin: '' } },
      { tag: 'link', attributes: { rel: 'preload', href: 'http://cdn.test/1.2.0/1.js', as: 'script', crossorigin: '', integrity: 'sha256-ZQ==' } },
      { tag: 'script', attributes: { src: '/react-dom.js' } },
      { tag: 'script', attributes: { src: '/main.js' } },
    ]);
  });
});

describe('the hints of a page', () => {
  async function shellPage(read: (url: string) => Promise<Buffer | undefined>, paintFirstHtml?: string) {
    const dir = await mkdtemp(path.join(tmpdir(), 'shell-page-'));
    onTestFinished(() => rm(dir, { recursive: true, force: true }));
    const templatePath = path.join(dir, 'index.html');
    await writeFile(templatePath, TEMPLATE);
    const paintFirstPath = path.join(dir, 'paint-first.html');
    if (paintFirstHtml !== undefined) await writeFile(paintFirstPath, paintFirstHtml);
    const registry = {
      remotes: { content_mfe: { version: '1.2.0', manifest: manifestUrl, previous: null } },
    };
    const template = pageTemplateReader(templatePath, paintFirstPath);
    const hints = createPageHints({
      config: () => ({ apiBaseUrl: 'http://api.test' }),
      preconnect: ['http://api.test'],
      apiBaseUrl: 'http://api.test',
      manifest: cachedManifests(read),
    });
    return async (url: string) => pageDocument(await template(), await hints(url, registry), undefined, () => undefined) as string;
  }
  const published = async () => Buffer.from(JSON.stringify(manifest));

  it("preloads the live version of the route's page and embeds the registry", async () => {
    const html = await (await shellPage(published))('/about-us');
    expect(html).toContain('http://cdn.test/1.2.0/__federation_expose_AboutPage.7b.js');
    expect(html).not.toContain('HomePage');
    expect(embeddedDocuments(html)).toMatchObject({ registry: { remotes: { content_mfe: { version: '1.2.0' } } } });
  });

  it("connects early to the origin of the page's code, once, and to no origin it will not use", async () => {
    const render = await shellPage(published, `<html><head>${PAINT_FIRST}</head><body></body></html>`);
    const preconnects = (html: string) => [...html.matchAll(/<link rel="preconnect" href="([^"]+)"/g)].map((match) => match[1]);
    expect(preconnects(await render('/about-us'))).toEqual(['http://api.test', 'http://cdn.test']);
    // The cart's code is the catalogue's, which the registry here does not list.
    expect(preconnects(await render('/cart'))).toEqual(['http://api.test']);
    expect(preconnects(await render('/?mf-override=content_mfe@http://localhost:3002/mf-manifest.json'))).toEqual(['http://api.test']);
  });

  it("preloads the header's slot component with the page's code, each remote's entry once", async () => {
    const catalogManifest = 'http://cdn.test/catalog/2.0.0/mf-manifest.json';
    const manifests: Record<string, unknown> = {
      [manifestUrl]: manifest,
      [catalogManifest]: {
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [
          { name: 'CartPage', assets: { js: { sync: ['__federation_expose_CartPage.1.js'] } } },
          { name: 'HeaderSearch', assets: { js: { sync: ['__federation_expose_HeaderSearch.2.js'] } } },
        ],
      },
    };
    const hints = createPageHints({ config: () => ({}), preconnect: [], apiBaseUrl: 'http://api.test', manifest: async (url) => manifests[url] });
    const registry = {
      remotes: {
        content_mfe: { version: '1.2.0', manifest: manifestUrl, previous: null },
        catalog_mfe: { version: '2.0.0', manifest: catalogManifest, previous: null },
      },
    };
    const scripts = async (url: string) => (await hints(url, registry)).preloads.filter((preload) => preload.as === 'script').map((preload) => preload.href);
    expect(await scripts('/about-us')).toEqual([
      'http://cdn.test/1.2.0/remoteEntry.js',
      'http://cdn.test/1.2.0/__federation_expose_AboutPage.7b.js',
      'http://cdn.test/catalog/2.0.0/remoteEntry.js',
      'http://cdn.test/catalog/2.0.0/__federation_expose_HeaderSearch.2.js',
    ]);
    expect(await scripts('/cart')).toEqual([
      'http://cdn.test/catalog/2.0.0/remoteEntry.js',
      'http://cdn.test/catalog/2.0.0/__federation_expose_CartPage.1.js',
      'http://cdn.test/catalog/2.0.0/__federation_expose_HeaderSearch.2.js',
    ]);
  });

  it("preloads the API request a catalogue page opens on, whatever the remote's state", async () => {
    const render = await shellPage(published);
    // The listing's very page of products: its path's category and its address's query.
    expect(await render('/products/Smart%20Locks')).toContain(
      '<link rel="preload" href="http://api.test/api/v1/products?category=Smart+Locks" as="fetch" crossorigin>',
    );
    expect(await render('/products/details/a%20b')).toContain(
      '<link rel="preload" href="http://api.test/api/v1/products/a%20b" as="fetch" crossorigin>',
    );
    expect(await render('/products?mf-override=catalog_mfe@http://localhost:3001/mf-manifest.json')).not.toContain(
      'rel="preload"',
    );
  });

  it('preloads nothing for a page of no remote or data, a remote not in the registry, or an override', async () => {
    const render = await shellPage(published);
    for (const url of ['/test', '/cart', '/?mf-override=content_mfe@http://localhost:3002/mf-manifest.json']) {
      const html = await render(url);
      expect(html).not.toContain('rel="preload"');
      expect(embeddedDocuments(html)).toBeDefined();
    }
  });

  it("takes the paint-first script's tag from the shell's build, and starts the page as before without it", async () => {
    const built = await shellPage(published, `<html><head>${PAINT_FIRST}</head><body></body></html>`);
    const rendered = await built('/about-us');
    expect(rendered).toContain(PAINT_FIRST);
    expect(rendered).not.toMatch(/<script defer src="\/(react-dom|main)\.js"/);
    expect(JSON.stringify(dataBlock(afterPaintId, rendered))).toContain('__federation_expose_AboutPage.7b.js');

    const unbuilt = await (await shellPage(published))('/about-us');
    expect(unbuilt).toContain('<script defer src="/main.js">');
    expect(dataBlock(afterPaintId, unbuilt)).toBeUndefined();
  });

  it('still serves the page when a manifest cannot be read, and reads it again next time', async () => {
    let calls = 0;
    const render = await shellPage(async () => {
      calls += 1;
      return calls === 1 ? Buffer.from('not json') : Buffer.from(JSON.stringify(manifest));
    });
    expect(await render('/')).not.toContain('rel="preload"');
    expect(await render('/')).toContain('remoteEntry.js');
    expect(await render('/')).toContain('remoteEntry.js');
    expect(calls).toBe(2);
  });
});

describe("the shell's page as the site cuts it", () => {
  it('takes the shell scripts out of the head only for a page that starts them after its first paint', () => {
    const cut = cutPageTemplate(TEMPLATE, PAINT_FIRST);
    expect(cut.scripts).toEqual(['/react-dom.js', '/main.js']);
    expect(cut.head).toBe('<!doctype html><html><head><title>Site</title>');
    expect(cut.beforeRoot).toBe('</head><body><div id="root">');
    expect(cut.afterRoot).toBe('</body></html>');
    expect(cutPageTemplate(TEMPLATE).head).toContain('<script defer src="/main.js"></script>');
  });

  it('refuses a page without a head and an empty root, naming the fix', () => {
    expect(() => cutPageTemplate('<!doctype html><p>no root</p>')).toThrow('rebuild it with "pnpm build"');
  });
});
