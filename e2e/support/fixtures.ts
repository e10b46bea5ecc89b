import { test as base, expect, type Page } from '@playwright/test';

/** Every journey fails on an uncaught error in the page, whatever else it checks. */
export const test = base.extend<{ pageErrors: Error[] }>({
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
