import type { Browser, Page, Request } from '@playwright/test';
import { KEEP_NAMES_SHIM } from './bench-config';
import { median, rotate } from './stats';

/** The warm journey home → listing → detail → cart: time from click to the new page's content. */
export const JOURNEY = [
  { name: 'home → listing', link: 'footer a[href="/products"]' },
  { name: 'listing → detail', link: 'main a[href^="/products/details/"]' },
  { name: 'detail → cart', link: 'header a[href="/cart"]' },
] as const;

const clickAndTime = async (selector: string) => {
  const heading = () => document.querySelector('main h1')?.textContent ?? '';
  // Content, not a placeholder: no skeleton and no 'Loading…' text left in the page area.
  const loading = () => !!document.querySelector('main [aria-busy="true"]') || /Loading/.test(document.querySelector('main')?.textContent ?? '');
  const before = heading();
  const link = document.querySelector<HTMLAnchorElement>(selector);
  if (!link) throw new Error(`No link ${selector}`);
  const start = performance.now();
  link.click();
  await new Promise<void>((resolve, reject) => {
    const check = () => {
      if (heading() !== before && heading() !== '' && !loading()) resolve();
      else if (performance.now() - start > 15_000) reject(new Error(`No new page after clicking ${selector}`));
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  // Count the frame that shows it.
  await new Promise((resolve) => requestAnimationFrame(resolve));
  return performance.now() - start;
};

/** No request in flight for this long counts as the network being quiet, as Playwright's `networkidle` does. */
const QUIET_MS = 500;
/** A step has this long to settle. */
const SETTLE_LIMIT_MS = 15_000;

/**
 * Resolves once `page` has had no request in flight for QUIET_MS, then an idle period: the step
 * before is over, background renders included. Playwright's own `waitForLoadState('networkidle')`
 * cannot say this after a route change: a load state is reached once per document, so it
 * returns at once, and the next click would land in the middle of the page still rendering.
 */
async function settled(page: Page): Promise<void> {
  const inFlight = new Set<Request>();
  let quietSince = Date.now();
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  const started = (request: Request) => inFlight.add(request);
  const ended = (request: Request) => {
    inFlight.delete(request);
    if (inFlight.size === 0) quietSince = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    while (inFlight.size > 0 || Date.now() - quietSince < QUIET_MS) {
      // Name what kept the network busy: a page that never settles is a finding, not noise.
      if (Date.now() > deadline) throw new Error(`The page did not settle; requests still open: ${[...inFlight].map((request) => request.url()).join(', ')}`);
      await page.waitForTimeout(50);
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })));
}

export interface JourneyResult {
  steps: Record<string, number>;
  /** Every script body downloaded during the whole journey, for the duplicate check. */
  scripts: { url: string; body: string }[];
}

/** Loads home, warms every page once, then times the journey on the warm site. */
export async function measureJourney(browser: Browser, siteUrl: string): Promise<JourneyResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(KEEP_NAMES_SHIM);
  const page = await context.newPage();
  const scripts: { url: string; body: string }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push({ url: response.url(), body: await response.text().catch(() => '') });
  });
  const steps: Record<string, number> = {};
  for (const pass of ['warm-up', 'measured']) {
    await page.goto(siteUrl);
    await page.locator('main h1').first().waitFor();
    // The heading is in the server's HTML before its links are the site's own.
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    await settled(page);
    for (const step of JOURNEY) {
      const ms = await page.evaluate(clickAndTime, step.link);
      await settled(page);
      if (pass === 'measured') steps[step.name] = ms;
    }
  }
  await context.close();
  return { steps, scripts };
}

/**
 * The journey on each site `rounds` times, the sites taking turns in a rotating order (the
 * machine's load drifts), and each step's median: one journey is one sample of a few hundred
 * milliseconds, which a shared machine can double. `scripts` are the first round's.
 */
export async function measureJourneys<Site extends string>(browser: Browser, sites: Record<Site, string>, rounds: number): Promise<Record<Site, JourneyResult>> {
  const names = Object.keys(sites) as Site[];
  const samples = new Map<Site, JourneyResult[]>(names.map((site) => [site, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const site of rotate(names, round)) samples.get(site)!.push(await measureJourney(browser, sites[site]));
  }
  const result = {} as Record<Site, JourneyResult>;
  for (const [site, results] of samples) {
    const steps = Object.fromEntries(JOURNEY.map(({ name }) => [name, median(results.map((one) => one.steps[name]!))]));
    result[site] = { steps, scripts: results[0]!.scripts };
  }
  return result;
}
