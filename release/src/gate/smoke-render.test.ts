import { describe, expect, it } from 'vitest';
import { afterPaintId, embeddedDocumentsId } from '@storefront/shared/federation';
import { chromiumSmokeRenderer, pageProblems, withCandidate, type PageRun } from './smoke-render';

const healthy: PageRun = {
  module: 'CartPage',
  path: '/cart',
  pageErrors: [],
  consoleErrors: [],
  failedRequests: [],
  blocked: [],
  heading: 'Your Cart',
  loads: 1,
  failures: 0,
};

describe('a page of the smoke render', () => {
  it('passes when it rendered its heading from the candidate without an error', () => {
    expect(pageProblems(healthy)).toEqual([]);
  });

  it('names each error, console error and failed request, with the page', () => {
    expect(
      pageProblems({
        ...healthy,
        pageErrors: ['x is not a function'],
        consoleErrors: ['Failed to find a valid digest'],
        failedRequests: ['http://cdn.test/1.js (HTTP 404)'],
      }),
    ).toEqual([
      'CartPage (/cart) threw: x is not a function',
      'CartPage (/cart) logged an error: Failed to find a valid digest',
      'CartPage (/cart) had a failed request: http://cdn.test/1.js (HTTP 404)',
    ]);
  });

  it('names the origins a page tried to reach outside the site, never what is there, and lists at most ten of a kind', () => {
    expect(pageProblems({ ...healthy, blocked: ['http://127.0.0.1:5432', 'http://10.0.0.1'] })).toEqual([
      'CartPage (/cart) blocked a request to another origin: http://127.0.0.1:5432',
      'CartPage (/cart) blocked a request to another origin: http://10.0.0.1',
    ]);
    const flood = Array.from({ length: 12 }, (_, index) => `error ${index} ${'x'.repeat(400)}`);
    const problems = pageProblems({ ...healthy, consoleErrors: flood });
    expect(problems).toHaveLength(11);
    expect(problems[0]).toBe(`CartPage (/cart) logged an error: error 0 ${'x'.repeat(292)}…`);
    expect(problems[10]).toBe('CartPage (/cart) logged an error: … and 2 more');
  });

  it('refuses a page without a heading, one that failed, and one that never ran the candidate', () => {
    expect(pageProblems({ ...healthy, heading: undefined })).toEqual(['CartPage (/cart) rendered no <h1> in its page area.']);
    // The unavailable message has a heading of its own: the shell's report tells it apart.
    expect(pageProblems({ ...healthy, heading: 'This part of the site is unavailable right now.', loads: 0, failures: 1 })).toEqual([
      'CartPage (/cart) failed to load or render in the browser.',
    ]);
    expect(pageProblems({ ...healthy, loads: 0 })).toEqual(["CartPage (/cart) did not run the candidate's code."]);
  });
});

describe('the page the smoke render opens', () => {
  const documents = {
    registry: {
      remotes: {
        catalog_mfe: { version: 'live', manifest: 'http://cdn.test/catalog-mfe/live/mf-manifest.json', previous: { version: 'old', manifest: 'http://cdn.test/catalog-mfe/old/mf-manifest.json' } },
        content_mfe: { version: 'c', manifest: 'http://cdn.test/content-mfe/c/mf-manifest.json', previous: null },
      },
    },
    config: { apiBaseUrl: 'http://api.test' },
  };
  const html =
    `<head><script type="application/json" id="${embeddedDocumentsId}">${JSON.stringify(documents)}</script>` +
    '<link rel="preload" href="http://cdn.test/catalog-mfe/live/remoteEntry.js" as="script" crossorigin integrity="sha256-AA==">' +
    '<link rel="preload" href="http://cdn.test/content-mfe/c/remoteEntry.js" as="script">' +
    `<script type="application/json" id="${afterPaintId}">${JSON.stringify([
      { tag: 'link', attributes: { rel: 'preload', href: 'http://cdn.test/catalog-mfe/live/1.js', as: 'script' } },
      { tag: 'link', attributes: { rel: 'preload', href: 'http://cdn.test/content-mfe/c/2.js', as: 'script' } },
      { tag: 'script', attributes: { src: '/main.js' } },
    ])}</script></head>`;
  const candidate = { version: 'next', manifest: 'http://cdn.test/catalog-mfe/next/mf-manifest.json' };

  it('runs the candidate in place of the live version, without a fallback, and drops the live version hints', () => {
    const page = withCandidate(html, { remote: 'catalog_mfe', candidate });
    const embedded = JSON.parse(new RegExp(`id="${embeddedDocumentsId}">(.*?)</script>`).exec(page)![1]!) as typeof documents;
    // With a token, or the shell would not report what it ran (the smoke render reads its reports).
    expect(embedded.registry.remotes.catalog_mfe).toEqual({ ...candidate, previous: null, reportToken: 'smoke-render' });
    expect(embedded.registry.remotes.content_mfe).toEqual(documents.registry.remotes.content_mfe);
    expect(page).not.toContain('catalog-mfe/live/remoteEntry.js');
    expect(page).toContain('content-mfe/c/remoteEntry.js');
    // The same for the hints a server-rendered page lists for after its first paint.
    expect(page).not.toContain('catalog-mfe/live/1.js');
    expect(page).toContain('content-mfe/c/2.js');
    expect(page).toContain('"src":"/main.js"');
  });
});

describe('the smoke render without a usable browser', () => {
  const input = { siteUrl: 'http://site.test', remote: 'catalog_mfe' as const, candidate: { version: '1', manifest: 'http://cdn.test/1/mf-manifest.json' }, pages: [], origins: [] };

  it('refuses with what to do, instead of failing the command', async () => {
    // A file that exists but is no browser.
    const problems = await chromiumSmokeRenderer({ CHROMIUM_PATH: import.meta.filename })(input);
    expect(problems).toEqual([expect.stringMatching(/^The smoke render could not start Chromium \(.*smoke-render\.test\.ts\): .* \(or pass --skip-smoke, which is recorded\)\.$/)]);
  });
});
