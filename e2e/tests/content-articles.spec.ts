import { expect, pageHeading, test } from '../support/fixtures';

// Articles journey: list → article → back, and sharing a link where there is no native share.
test('list → article → back to the list', async ({ page }) => {
  await page.goto('/articles');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(6);
  const listHeading = await pageHeading(page).textContent();

  await page.getByRole('link', { name: 'The Complete Guide to Smart Thermostats' }).click();
  await expect(page).toHaveURL(/\/articles\/smart-thermostat-guide$/);
  await expect(pageHeading(page)).toHaveText('The Complete Guide to Smart Thermostats');
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Settings that save energy' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Recent Articles' }).getByRole('link').first().click();
  await expect(pageHeading(page)).not.toHaveText('The Complete Guide to Smart Thermostats');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(pageHeading(page)).toHaveText('The Complete Guide to Smart Thermostats');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/articles$/);
  await expect(pageHeading(page)).toHaveText(listHeading ?? '');
});

test('every card opens its own article', async ({ page }) => {
  await page.goto('/articles');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(6);
  const titles = await page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
  expect(titles).toHaveLength(6);
  for (const title of titles) {
    await page.getByRole('main').getByRole('link', { name: title, exact: true }).click();
    await expect(pageHeading(page)).toHaveText(title);
    await page.goBack();
  }
});

test('opened directly, Back leads to the article list', async ({ page }) => {
  await page.goto('/articles/smart-thermostat-guide');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/articles$/);
});

test("an unknown article says 'Article not found' and links to the list", async ({ page }) => {
  await page.goto('/articles/no-such-article');
  await expect(pageHeading(page)).toHaveText('Article not found');
  await page.getByRole('link', { name: 'See all articles' }).click();
  await expect(page).toHaveURL(/\/articles$/);
});

test("without native share, Share copies the article's link", async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  await page.goto('/articles');
  const card = page.getByRole('article', { name: 'The Complete Guide to Smart Thermostats' });
  await card.getByRole('button', { name: /^Share/ }).click();
  await expect(card.getByText('Link copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/articles/smart-thermostat-guide`);
});
