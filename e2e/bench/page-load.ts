import type { Browser } from '@playwright/test';
import { NETWORK } from './bench-config';
import { attributeByPackage } from './package-attribution';

export interface ColdLoad {
  /** Scripts requested until the page's content (its h1) is on screen: what the page needs. */
  jsBytes: number;
  /** Scripts fetched afterwards, while idle, to make later navigation instant (not first-load). */
  prefetchedJsBytes: number;
  jsByOrigin: Record<string, number>;
  jsByPackage: Record<string, number>;
  requests: number;
  /** Sequential round trips (document → script → manifest → entry → chunk → data…) before LCP. */
  criticalChainDepth: number;
  criticalChain: string[];
  lcpMs: number;
  cls: number;
  /** Every script, and when it was requested from the moment the page became interactive (negative: before). */
  scripts: Array<{ url: string; sinceInteractiveMs: number }>;
}

interface TrackedRequest {
  id: string;
  startedAt: number;
  url: string;
  type: string;
  initiatorUrl: string | undefined;
  finishedAt: number | undefined;
  bytes: number;
}

const observeVitals = () => {
  const vitals = { lcp: 0, cls: 0, contentAt: 0, interactiveAt: 0 };
  const observer = new MutationObserver(() => {
    if (!vitals.contentAt && document.querySelector('main h1')) vitals.contentAt = performance.now();
    // The shell marks the page once React has taken it over (hydrated, or rendered).
    if (!vitals.interactiveAt && document.documentElement.dataset.interactive) vitals.interactiveAt = performance.now();
    if (vitals.contentAt && vitals.interactiveAt) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-interactive'] });
  Object.assign(window, { benchVitals: vitals });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEntry[] & { value: number; hadRecentInput: boolean }[]) {
      if (!entry.hadRecentInput) vitals.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

/** One cold page load (new context, empty cache) under the fixed network profile. */
export async function measureColdLoad(browser: Browser, url: string, withPackages: boolean): Promise<ColdLoad> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await page.addInitScript(observeVitals);

  const requests = new Map<string, TrackedRequest>();
  cdp.on('Network.requestWillBeSent', (event) => {
    const initiator = event.initiator as { url?: string; stack?: { callFrames: { url: string }[]; parent?: { callFrames: { url: string }[] } } };
    const frame = initiator.stack?.callFrames.find((call) => call.url) ?? initiator.stack?.parent?.callFrames.find((call) => call.url);
    requests.set(event.requestId, {
      id: event.requestId,
      startedAt: event.timestamp,
      url: event.request.url,
      type: event.type ?? 'Other',
      initiatorUrl: initiator.url ?? frame?.url,
      finishedAt: undefined,
      bytes: 0,
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) Object.assign(request, { finishedAt: event.timestamp, bytes: event.encodedDataLength });
  });
  const failed = new Set<string>();
  cdp.on('Network.loadingFailed', (event) => failed.add(event.requestId));
  let navigationStart = 0;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Document' && navigationStart === 0) navigationStart = event.timestamp;
  });

  await page.goto(url, { waitUntil: 'networkidle' }).catch((error: unknown) => {
    // Name what kept the network busy: a load that never settles is a finding, not noise.
    const open = [...requests.values()].filter((request) => request.finishedAt === undefined && !failed.has(request.id)).map((request) => request.url);
    throw new Error(`${url} did not settle; requests still open: ${open.join(', ') || 'none'}`, { cause: error });
  });
  await page.locator('main h1').first().waitFor();
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  await page.waitForTimeout(300);
  const vitals = await page.evaluate(
    () => (window as unknown as { benchVitals: { lcp: number; cls: number; contentAt: number; interactiveAt: number } }).benchVitals,
  );
  await context.close();

  const all = [...requests.values()].filter((request) => !request.url.startsWith('data:'));
  // First-load code is what the page needs to show its content and respond: a server-rendered
  // page shows its content from the HTML and fetches its code after, until it is interactive.
  const neededBy = navigationStart + Math.max(vitals.contentAt, vitals.interactiveAt) / 1000;
  const allScripts = all.filter((request) => request.type === 'Script');
  const scripts = allScripts.filter((request) => request.startedAt <= neededBy);
  const prefetched = allScripts.filter((request) => request.startedAt > neededBy);
  const jsByOrigin: Record<string, number> = {};
  for (const script of scripts) {
    const origin = new URL(script.url).origin;
    jsByOrigin[origin] = (jsByOrigin[origin] ?? 0) + script.bytes;
  }
  const jsByPackage: Record<string, number> = {};
  if (withPackages) {
    for (const script of scripts) {
      for (const [name, bytes] of Object.entries(await attributeByPackage(script.url, script.bytes))) {
        jsByPackage[name] = (jsByPackage[name] ?? 0) + bytes;
      }
    }
  }
  const { depth, chain } = criticalChain(all, navigationStart + vitals.lcp / 1000);
  return {
    jsBytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    prefetchedJsBytes: prefetched.reduce((sum, script) => sum + script.bytes, 0),
    jsByOrigin,
    jsByPackage,
    requests: all.length,
    criticalChainDepth: depth,
    criticalChain: chain,
    lcpMs: vitals.lcp,
    cls: vitals.cls,
    scripts: allScripts.map((script) => ({ url: script.url, sinceInteractiveMs: (script.startedAt - navigationStart) * 1000 - vitals.interactiveAt })),
  };
}

/** Depth of each request: 1 for the document, and one more than the request that initiated it. */
function criticalChain(requests: TrackedRequest[], lcpAt: number): { depth: number; chain: string[] } {
  const byUrl = new Map(requests.map((request) => [request.url, request]));
  const memo = new Map<string, string[]>();
  const chainOf = (request: TrackedRequest, seen: Set<string>): string[] => {
    const cached = memo.get(request.id);
    if (cached) return cached;
    const parent = request.initiatorUrl ? byUrl.get(request.initiatorUrl) : undefined;
    const chain = parent && !seen.has(parent.id) && parent.id !== request.id ? [...chainOf(parent, new Set([...seen, request.id])), request.url] : [request.url];
    memo.set(request.id, chain);
    return chain;
  };
  let longest: string[] = [];
  for (const request of requests) {
    if (request.finishedAt === undefined || request.finishedAt > lcpAt) continue;
    const chain = chainOf(request, new Set());
    if (chain.length > longest.length) longest = chain;
  }
  return { depth: longest.length, chain: longest };
}
