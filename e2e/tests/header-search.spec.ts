import type { Page } from '@playwright/test';
import { expect, header, pageHeading, test } from '../support/fixtures';
import { startOwnSite, type OwnSite } from '../support/own-site';

// The header's search is the catalog remote's component, rendered by the shell in its header on
// the server and in the browser; the shell's plain form stands in wherever it cannot load.

const WIDTHS = [1280, 375] as const;

const searchForm = (page: Page) => header(page).getByRole('search');

/** Hydration that threw the server's HTML away, as the shell reports it (bootstrap.tsx). */
function countMismatches(page: Page): () => number {
  let count = 0;
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('hydration mismatch')) count += 1;
  });
  return () => count;
}

for (const width of WIDTHS) {
  test(`at ${width} px: typed text brings suggestions, chosen by keyboard, and Enter searches`, async ({ page }) => {
    const mismatches = countMismatches(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/test');
    const box = searchForm(page).getByRole('combobox', { name: 'Search products' });
    await expect(box).toBeVisible();

    await box.fill('lock');
    const list = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(list.getByRole('option').first()).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(header(page).getByRole('status')).toContainText('suggestion');
    await page.keyboard.press('ArrowDown');
    const first = list.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    // Categories come first: the first suggestion for "lock" is the Smart Locks listing.
    await expect(first).toContainText('Smart Locks');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\/Smart%20Locks$/);
    // The new page takes focus to its heading once it arrives; the visitor clicks back into the box.
    await expect(pageHeading(page)).toBeFocused();
    await box.click();

    // Escape closes the list and keeps the text; Enter with nothing highlighted searches.
    await box.fill('smart lock');
    await expect(list.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(box).toHaveValue('smart lock');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\?q=smart\+lock$/);
    await expect(box).toHaveValue('smart lock');
    expect(mismatches()).toBe(0);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const width of WIDTHS) {
    test(`at ${width} px the server-rendered header form submits the search`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/about-us');
      const form = searchForm(page);
      await expect(form).toHaveAttribute('action', '/products');
      const box = form.getByRole('combobox', { name: 'Search products' });
      await expect(box).toBeVisible();
      await box.fill('door sensor');
      await form.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/products\?q=door\+sensor$/);
    });
  }
});

test("the catalog's code blocked in the browser: the shell's plain form searches", async ({ page }) => {
  await page.route(/__federation_expose_HeaderSearch/, (route) => route.abort());
  await page.goto('/about-us');
  const form = searchForm(page);
  await expect(form.getByRole('searchbox', { name: 'Search products' })).toBeVisible();
  await expect(form.getByRole('combobox')).toHaveCount(0);
  await form.getByRole('searchbox').fill('camera');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\?q=camera$/);
});

test.describe('the catalog remote down', () => {
  // A site of its own, so stopping the remote's server does not disturb the other journeys.
  let own: OwnSite;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    own = await startOwnSite(8430);
  });

  test.afterAll(async () => {
    await own?.close();
  });

  for (const width of WIDTHS) {
    test(`at ${width} px the header keeps a plain search form that submits to /products?q=`, async ({ page }) => {
      await own.site.stop('catalog_mfe');
      try {
        await page.setViewportSize({ width, height: 900 });
        const response = await page.goto(`${own.site.siteUrl}/about-us`);
        // Server-rendered: the form is in the HTML, before any script.
        expect(await response?.text()).toMatch(/<form[^>]*action="\/products"/);
        const form = searchForm(page);
        const box = form.getByRole('searchbox', { name: 'Search products' });
        await expect(box).toBeVisible();
        await box.fill('smart lock');
        await form.getByRole('button', { name: 'Search' }).click();
        await expect(page).toHaveURL(/\/products\?q=smart\+lock$/);
        await expect(header(page).getByRole('link', { name: /^Cart/ })).toBeVisible();
      } finally {
        await own.site.start('catalog_mfe');
      }
    });
  }
});
