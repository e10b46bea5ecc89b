import type { Page } from '@playwright/test';
import { expect, pageHeading, test } from '../support/fixtures';

// Seeded catalogue: 30 products, 26 in stock, 24 to a page.
const cards = (page: Page) => page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('link', { name: 'View Details' }) });
const countLine = (page: Page, count: number) => page.getByText(`${count} product(s) found`, { exact: true });
const sortBy = (page: Page) => page.getByRole('combobox', { name: 'Sort by' });
const priceOf = async (page: Page, index: number) => Number((await cards(page).nth(index).getByText(/^₹/).first().textContent())?.replace(/[^\d]/g, ''));

/** Each step's address and what it shows, checked going forward and again going Back. */
const steps = [
  { url: /\/products$/, count: 30, cards: 24, sort: 'relevance' },
  { url: /\/products\?inStock=true$/, count: 26, cards: 24, sort: 'relevance' },
  { url: /\/products\?sort=price-asc&inStock=true$/, count: 26, cards: 24, sort: 'price-asc' },
  { url: /\/products\?sort=price-asc&inStock=true&page=2$/, count: 26, cards: 2, sort: 'price-asc' },
];

async function expectStep(page: Page, index: number) {
  const step = steps[index]!;
  await expect(page).toHaveURL(step.url);
  await expect(countLine(page, step.count)).toBeVisible();
  await expect(cards(page)).toHaveCount(step.cards);
  await expect(sortBy(page)).toHaveValue(step.sort);
}

async function expectBackThroughEachStep(page: Page) {
  for (let index = steps.length - 2; index >= 0; index -= 1) {
    await page.goBack();
    await expectStep(page, index);
  }
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize({ width, height: 900 }));

    test('a facet, a sort and page 2 each make an address, and Back restores each step', async ({ page }) => {
      await page.goto('/products');
      await expectStep(page, 0);
      if (width < 1024) {
        await page.getByRole('button', { name: 'Filters' }).click();
        const drawer = page.getByRole('dialog', { name: 'Filters' });
        await drawer.getByRole('checkbox', { name: /^In stock only/ }).click();
        await expect(drawer.getByRole('button', { name: 'Show 26 product(s)' })).toBeVisible();
        await drawer.getByRole('button', { name: 'Show 26 product(s)' }).click();
        await expect(drawer).toBeHidden();
      } else {
        await page.getByRole('complementary').getByRole('checkbox', { name: /^In stock only/ }).click();
      }
      await expectStep(page, 1);
      await sortBy(page).selectOption('price-asc');
      await expectStep(page, 2);
      expect(await priceOf(page, 0)).toBeLessThanOrEqual(await priceOf(page, 23));
      await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
      await expectStep(page, 3);
      await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      await expectBackThroughEachStep(page);
    });
  });

  test.describe(`at ${width} px without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });
    test.beforeEach(async ({ page }) => page.setViewportSize({ width, height: 900 }));

    test('the server renders each step from the GET forms and page links, and Back restores each', async ({ page }) => {
      await page.goto('/products');
      await expectStep(page, 0);
      await expect(pageHeading(page)).toHaveText('Smart Home Solutions');
      // On a phone the facets sit in a disclosure the browser opens by itself.
      if (width < 1024) await page.getByText('Filters', { exact: true }).click();
      const filters = page.getByRole('form', { name: 'Filters' }).filter({ visible: true });
      await filters.getByRole('checkbox', { name: /^In stock only/ }).check();
      await filters.getByRole('button', { name: 'Apply filters' }).click();
      await expect(countLine(page, 26)).toBeVisible();
      await sortBy(page).selectOption('price-asc');
      await page.getByRole('button', { name: 'Sort', exact: true }).click();
      await expect(page).toHaveURL(/sort=price-asc/);
      await expect(countLine(page, 26)).toBeVisible();
      expect(await priceOf(page, 0)).toBeLessThanOrEqual(await priceOf(page, 23));
      await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(cards(page)).toHaveCount(2);
      await page.goBack();
      await expect(cards(page)).toHaveCount(24);
      await expect(sortBy(page)).toHaveValue('price-asc');
      await page.goBack();
      await expect(sortBy(page)).toHaveValue('relevance');
      await expect(countLine(page, 26)).toBeVisible();
      await page.goBack();
      await expectStep(page, 0);
    });
  });
}
