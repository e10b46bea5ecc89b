import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath } from './bench-config';

export interface LighthouseResult {
  score: number;
  lcpMs: number;
  tbtMs: number;
  /** When the page was last busy: the end of TBT's window. */
  ttiMs: number;
  cls: number;
}

/** Lighthouse's own failures (NO_NAVSTART, a trace it could not record) met in a row before the bench stops. */
const ATTEMPTS = 3;

/**
 * One Lighthouse 12 run with its default mobile preset (simulated slow 4G, 4x CPU slowdown). A run
 * that Lighthouse itself could not finish (its `runtimeError`: no metric at all, which a median
 * would turn into NaN) is made again, in a fresh browser; it happens about once in a bench of five
 * runs (NO_NAVSTART), and twice in a row on one page once. The third such run stops the bench,
 * naming the error.
 */
export async function runLighthouse(url: string): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouseOnce(url);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt === ATTEMPTS) throw error;
      console.warn(`[bench] ${error.message}; running it again`);
    }
  }
}

class LighthouseRuntimeError extends Error {}

async function runLighthouseOnce(url: string): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (lhr.runtimeError) throw new LighthouseRuntimeError(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} (${lhr.runtimeError.message})`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      ttiMs: numeric('interactive'),
      cls: numeric('cumulative-layout-shift'),
    };
  } finally {
    await chrome.kill();
  }
}
