import { test as base, expect, type Page, type Response } from '@playwright/test';

/** How long a journey gives a page to become interactive before it goes on anyway. */
const INTERACTIVE_WITHIN_MS = 10_000;

/**
 * Waits until React has taken over a page (`<html data-interactive>`, shell/src/app/
 * interactive-mark.tsx). A server-rendered page shows before that, and a click on it would be
 * lost, as a visitor's would. A page whose scripts never run (a fault a journey causes) is left
 * to the journey to check once the wait is over.
 */
export async function untilInteractive(page: Page, response: Response | null): Promise<void> {
  if (!response?.headers()['content-type']?.startsWith('text/html')) return;
  await page
    .waitForFunction(() => document.documentElement.dataset.interactive === 'true', undefined, { timeout: INTERACTIVE_WITHIN_MS })
    .catch(() => undefined);
}

/**
 * Every journey fails on an uncaught error in the page, whatever else it checks; and acts on a
 * page it opened or reloaded only once the page responds.
 */
export const test = base.extend<{ pageErrors: Error[] }>({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        // A journey that asks for the first bytes looks at the page before it runs.
        if (options?.waitUntil !== 'commit') await untilInteractive(page, response);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        if (options?.waitUntil !== 'commit') await untilInteractive(page, response);
        return response;
      };
    }
    await provide(page);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(errors.map((error) => error.message)).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export function header(page: Page) {
  return page.getByRole('banner');
}

export function footer(page: Page) {
  return page.getByRole('contentinfo');
}

/** The page area's main heading, once its remote has rendered it. */
export function pageHeading(page: Page) {
  return page.getByRole('main').getByRole('heading', { level: 1 });
}
