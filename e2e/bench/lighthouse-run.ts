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

/** One Lighthouse 12 run with its default mobile preset (simulated slow 4G, 4x CPU slowdown). */
export async function runLighthouse(url: string): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
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
