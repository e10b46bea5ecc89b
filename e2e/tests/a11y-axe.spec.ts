import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, header, pageHeading, test } from '../support/fixtures';

// WCAG 2.1 A and AA, checked by axe on every route of spec §2 and on the states that only
// appear after an interaction (open menus and accordions, hover zoom, form errors).
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const SERVICE_SLUGS = [
  'smart-home-automation',
  'cctv-surveillance-system',
  'gate-curtain-automation',
  'smart-lighting-systems',
  'water-level-monitoring-controlling-systems',
];

const ROUTES = [
  '/',
  '/about-us',
  '/contact',
  '/cart',
  '/wishlist',
  '/products',
  '/products/Smart%20Locks',
  '/products/details/7',
  '/products/details/5',
  '/articles',
  '/articles/smart-thermostat-guide',
  '/customer-support',
  ...SERVICE_SLUGS.map((slug) => `/service-page/${slug}`),
  '/login',
  '/policy-type/privacy-policy?id=1',
  '/test',
  '/no/such/page',
];

const WIDTHS = [1280, 375];

/** Each violation as one readable line per failing element, so a failure says what to fix. */
async function violationsOf(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} [${violation.impact ?? 'n/a'}] ${violation.help}: ${node.target.join(' ')}`,
    ),
  );
}

async function openAt(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  await expect(pageHeading(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
}

for (const width of WIDTHS) {
  for (const path of ROUTES) {
    test(`${path} at ${width} px has no axe violations`, async ({ page }) => {
      await openAt(page, path, width);
      expect(await violationsOf(page)).toEqual([]);
    });
  }
}

test('the open mobile menu has no axe violations', async ({ page }) => {
  await openAt(page, '/', 375);
  await header(page).getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
});

test('the open Products dropdown has no axe violations', async ({ page }) => {
  await openAt(page, '/', 1280);
  await header(page).getByRole('button', { name: 'Products' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
});

test('an open FAQ answer on the contact page has no axe violations', async ({ page }) => {
  await openAt(page, '/contact', 1280);
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  const question = faq.getByRole('button').first();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  expect(await violationsOf(page)).toEqual([]);
});

test('an open FAQ answer on a service page has no axe violations', async ({ page }) => {
  await openAt(page, '/service-page/smart-home-automation', 1280);
  await page.getByRole('tab', { name: 'FAQ' }).click();
  const question = page.getByRole('tabpanel', { name: 'FAQ' }).getByRole('button').first();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  expect(await violationsOf(page)).toEqual([]);
});

test('the detail page with the zoom panel showing has no axe violations', async ({ page }) => {
  await openAt(page, '/products/details/7', 1280);
  await page.getByRole('main').getByRole('img', { name: /^Smart Lock Pro, image/ }).hover({ position: { x: 60, y: 60 } });
  await expect(page.getByTestId('zoom-panel')).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
});

test('the support form showing its errors has no axe violations', async ({ page }) => {
  await openAt(page, '/customer-support', 1280);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByLabel(/^Full name/)).toHaveAttribute('aria-invalid', 'true');
  expect(await violationsOf(page)).toEqual([]);
});

test('the login form after a wrong password has no axe violations', async ({ page }) => {
  await openAt(page, '/login', 1280);
  await page.getByRole('textbox', { name: 'Email' }).fill('demo@smarthome.example');
  await page.getByLabel(/^Password/).fill('not-the-password');
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
});
