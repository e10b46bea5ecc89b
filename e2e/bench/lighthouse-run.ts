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

/**
 * One Lighthouse 12 run with its default mobile preset (simulated slow 4G, 4x CPU slowdown). A run
 * that Lighthouse itself could not finish (its `runtimeError`: no metric at all, which a median
 * would turn into NaN) is made again once; a second such run stops the bench, naming the error.
 */
export async function runLighthouse(url: string): Promise<LighthouseResult> {
  try {
    return await runLighthouseOnce(url);
  } catch (error) {
    if (!(error instanceof LighthouseRuntimeError)) throw error;
    console.warn(`[bench] ${error.message}; running it again`);
    return runLighthouseOnce(url);
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
