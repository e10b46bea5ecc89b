import type { Browser } from '@playwright/test';
import { KEEP_NAMES_SHIM } from './bench-config';

const recordFirstCard = () => {
  const observer = new MutationObserver(() => {
    if (document.querySelector('main ul li h2, main ul li h3')) {
      Object.assign(window, { firstCardAt: performance.now() });
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
};

/** Time from navigation start to the first product card on the listing. */
export async function timeToFirstCard(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(KEEP_NAMES_SHIM);
  const page = await context.newPage();
  await page.addInitScript(recordFirstCard);
  await page.goto(url);
  await page.waitForFunction(() => 'firstCardAt' in window, undefined, { timeout: 60_000 });
  const at = await page.evaluate(() => (window as unknown as { firstCardAt: number }).firstCardAt);
  await context.close();
  return at;
}

const switchAndTime = async () => {
  const count = () => [...document.querySelectorAll('main p, main span, main div')].find((node) => /product\(s\) found/.test(node.textContent ?? '') && node.children.length === 0)?.textContent ?? '';
  // The category bar's links: the chosen one is the current page.
  const links = [...document.querySelectorAll<HTMLAnchorElement>('nav[aria-label="Filter by category"] a')];
  const target = links.find((link) => !link.hasAttribute('aria-current'));
  if (!target) throw new Error('No category link to switch to');
  const before = count();
  const start = performance.now();
  target.click();
  await new Promise<void>((resolve, reject) => {
    const check = () => {
      if (count() !== before) resolve();
      else if (performance.now() - start > 15_000) reject(new Error('The count line never changed'));
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  await new Promise((resolve) => requestAnimationFrame(resolve));
  return performance.now() - start;
};

/** Time from clicking a category link to the next paint showing the filtered list. */
export async function timeCategorySwitch(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(KEEP_NAMES_SHIM);
  const page = await context.newPage();
  await page.goto(url);
  await page.getByText(/product\(s\) found/).first().waitFor({ timeout: 60_000 });
  // The list is in the server's HTML before its links are handled by the page: the switch is timed once they are.
  await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true', undefined, { timeout: 60_000 });
  const ms = await page.evaluate(switchAndTime);
  await context.close();
  return ms;
}
