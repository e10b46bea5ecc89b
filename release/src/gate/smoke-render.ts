import { chromium, type Browser, type Page, type Route } from 'playwright-core';
import { afterPaintId, embeddedDocumentsId, type Registry, type RemoteName, type VersionRef } from '@storefront/shared/federation';
import { chromiumLaunchOptions } from './chromium';
import { blockedOrigin, limitNetwork, SMOKE_BROWSER_ARGS } from './smoke-network';
import { withDataBlock } from '@storefront/platform';

export interface SmokeInput {
  /** The deployed site, where visitors open its pages. */
  siteUrl: string;
  remote: RemoteName;
  /** The version to render, in place of the live one (no fallback: a failure must show). */
  candidate: VersionRef;
  /** Each page the remote exposes, by a URL path of it. */
  pages: readonly { module: string; path: string }[];
  /** The origins the browser may reach (the site's, its API's, the release store's); nothing else. */
  origins: readonly string[];
}

/** What one page did in the browser, as the smoke render saw it. */
export interface PageRun {
  module: string;
  path: string;
  pageErrors: string[];
  consoleErrors: string[];
  failedRequests: string[];
  /** Origins the page tried to reach outside the site's, each once: blocked, never reached. */
  blocked: string[];
  /** The text of the page area's `<h1>`, if it showed one. */
  heading: string | undefined;
  /** What the shell reported of the candidate: page loads and failures (its release beacon). */
  loads: number;
  failures: number;
}

/** Renders each page of the candidate; problems only, an empty list when all rendered. */
export type SmokeRenderer = (input: SmokeInput) => Promise<string[]>;

const PAGE_TIMEOUT_MS = 20_000;
/** Once the page area has its heading, late errors (a chunk after the first paint) still count. */
const SETTLE_MS = 500;
/** Pages rendered side by side, each in a browser context of its own. */
const PAGES_AT_ONCE = 2;

/** Problems of one kind a page may list, and the characters of each: a page cannot flood the answer. */
const MAX_LISTED = 10;
const MAX_TEXT = 300;

function listed(at: string, what: string, items: readonly string[]): string[] {
  const shown = items.slice(0, MAX_LISTED).map((item) => `${at} ${what}${item.length > MAX_TEXT ? `${item.slice(0, MAX_TEXT)}…` : item}`);
  return items.length > MAX_LISTED ? [...shown, `${at} ${what}… and ${items.length - MAX_LISTED} more`] : shown;
}

/** The problems of one page's run, each naming the page. */
export function pageProblems(run: PageRun): string[] {
  const at = `${run.module} (${run.path})`;
  const problems = [
    ...listed(at, 'blocked a request to another origin: ', run.blocked),
    ...listed(at, 'threw: ', run.pageErrors),
    ...listed(at, 'logged an error: ', run.consoleErrors),
    ...listed(at, 'had a failed request: ', run.failedRequests),
  ];
  // A page that fails shows the unavailable message, <h1> and all: the shell's reports tell.
  if (run.failures > 0) problems.push(`${at} failed to load or render in the browser.`);
  else if (run.loads === 0) problems.push(`${at} did not run the candidate's code.`);
  if (run.heading === undefined) problems.push(`${at} rendered no <h1> in its page area.`);
  return problems;
}

/**
 * The candidate as the page's registry names it. Its report token is never checked: the smoke
 * render reads the shell's reports itself and never lets one reach the site. Without one the
 * shell would not report at all.
 */
const candidateEntry = (input: Pick<SmokeInput, 'candidate'>) => ({ ...input.candidate, previous: null, reportToken: 'smoke-render' });

/**
 * The page with the candidate as the remote's live version, and nothing to fall back to; the
 * hints preloading the live version's files go (they are not what this page will run), in the
 * head or listed for after the first paint.
 */
export function withCandidate(html: string, input: Pick<SmokeInput, 'remote' | 'candidate'>): string {
  let liveFolder: string | undefined;
  const replaced = withDataBlock<{ registry: Registry }>(html, embeddedDocumentsId, (documents) => {
    const live = documents.registry.remotes[input.remote];
    liveFolder = live && new URL('./', live.manifest).href;
    documents.registry.remotes[input.remote] = candidateEntry(input);
    return documents;
  });
  const folder = liveFolder;
  if (!folder) return replaced;
  const live = (href: string | undefined) => href?.startsWith(folder) === true;
  return withDataBlock<{ attributes: Record<string, string> }[]>(
    replaced.replace(/<link rel="preload" href="([^"]*)"[^>]*>/g, (tag, href: string) => (live(href) ? '' : tag)),
    afterPaintId,
    (elements) => elements.filter(({ attributes }) => !(attributes.rel === 'preload' && live(attributes.href))),
  );
}

/** A request the smoke render could not handle fails as a request, seen by the page, not as a crash. */
function guarded(handle: (route: Route) => Promise<void>) {
  return async (route: Route) => {
    try {
      await handle(route);
    } catch {
      await route.abort().catch(() => undefined);
    }
  };
}

async function runPage(browser: Browser, input: SmokeInput, page: SmokeInput['pages'][number]): Promise<PageRun> {
  // Service workers would answer requests the routes below never see.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const run: PageRun = { ...page, pageErrors: [], consoleErrors: [], failedRequests: [], blocked: [], heading: undefined, loads: 0, failures: 0 };
  const blockedUrls = new Set<string>();
  try {
    const limit = await limitNetwork(context, input.origins, (url) => {
      blockedUrls.add(url);
      if (!run.blocked.includes(blockedOrigin(url))) run.blocked.push(blockedOrigin(url));
    });
    const tab: Page = await context.newPage();
    const site = new URL(input.siteUrl);
    let candidateRan = () => {};
    const ran = new Promise<void>((resolve) => (candidateRan = resolve));
    // Its visits are not visitors': the shell's reports are read here, never counted by the site.
    await context.route(`${site.origin}/release-beacon`, guarded(async (route) => {
      const report = JSON.parse(route.request().postData() ?? '{}') as { remote?: string; version?: string; outcome?: string };
      if (report.remote === input.remote && report.version === input.candidate.version) {
        if (report.outcome === 'load') run.loads += 1;
        if (report.outcome === 'failure') run.failures += 1;
        candidateRan();
      }
      await route.fulfill({ status: 204 });
    }));
    await context.route(`${site.origin}/registry.json`, guarded(async (route) => {
      const registry = (await (await route.fetch({ maxRedirects: 0 })).json()) as Registry;
      registry.remotes[input.remote] = candidateEntry(input);
      await route.fulfill({ json: registry });
    }));
    await context.route(
      (url) => url.origin === site.origin,
      guarded(async (route) => {
        if (route.request().resourceType() !== 'document') return route.fallback();
        const response = await limit.fetchDocument(route);
        if (!response) return route.abort('blockedbyclient');
        await route.fulfill({ response, body: withCandidate(await response.text(), input) });
      }),
    );
    tab.on('pageerror', (error) => run.pageErrors.push(error.message));
    // A blocked request is reported once, as blocked: not again as a failure or the browser's own log line.
    tab.on('console', (message) => {
      if (message.type() === 'error' && !blockedUrls.has(message.location().url)) run.consoleErrors.push(message.text());
    });
    tab.on('requestfailed', (request) => {
      if (!blockedUrls.has(request.url())) run.failedRequests.push(`${request.url()} (${request.failure()?.errorText ?? 'failed'})`);
    });
    tab.on('response', (response) => {
      if (response.status() >= 400) run.failedRequests.push(`${response.url()} (HTTP ${response.status()})`);
    });
    await tab.goto(new URL(page.path, site).href, { timeout: PAGE_TIMEOUT_MS });
    // The HTML may hold the live version's page as the server rendered it, which the browser
    // replaces once it sees the registry names another version: the heading that counts is the
    // one shown after the candidate's code has run.
    await Promise.race([ran, tab.waitForTimeout(PAGE_TIMEOUT_MS)]);
    const heading = tab.getByRole('main').getByRole('heading', { level: 1 });
    await heading.first().waitFor({ timeout: PAGE_TIMEOUT_MS }).catch(() => undefined);
    await tab.waitForTimeout(SETTLE_MS);
    run.heading = (await heading.count()) > 0 ? (await heading.first().innerText()).trim() : undefined;
  } catch (error) {
    run.pageErrors.push(error instanceof Error ? error.message.split('\n')[0]! : String(error));
  } finally {
    await context.close();
  }
  return run;
}

/**
 * The smoke render: every page the remote exposes, opened in headless Chromium on the deployed
 * site with the candidate in place of the live version, as a visitor would open it.
 */
export function chromiumSmokeRenderer(env: NodeJS.ProcessEnv = process.env): SmokeRenderer {
  return async (input) => {
    const launch = chromiumLaunchOptions(env);
    if (!launch.executablePath) {
      return ['No browser for the smoke render: install Chromium or set CHROMIUM_PATH (or pass --skip-smoke, which is recorded).'];
    }
    let browser: Browser;
    try {
      browser = await chromium.launch({ ...launch, args: [...(launch.args ?? []), ...SMOKE_BROWSER_ARGS] });
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      return [`The smoke render could not start Chromium (${launch.executablePath}): ${reason} (or pass --skip-smoke, which is recorded).`];
    }
    try {
      const queue = [...input.pages];
      const runs: PageRun[] = [];
      await Promise.all(
        Array.from({ length: Math.min(PAGES_AT_ONCE, queue.length) }, async () => {
          for (let page = queue.shift(); page; page = queue.shift()) runs.push(await runPage(browser, input, page));
        }),
      );
      // In the contract's order, whichever finished first.
      return input.pages.flatMap((page) => pageProblems(runs.find((run) => run.module === page.module)!));
    } finally {
      await browser.close();
    }
  };
}
