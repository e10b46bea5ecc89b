import type { Page } from '@playwright/test';
import { expect, header, pageHeading, test } from '../support/fixtures';

// Keyboard and screen-reader journeys: page titles, focus after navigation, the mobile sheet,
// the header dropdown, visible focus and reduced motion.
const SITE = 'SecureHome Automation';

const TITLES: Array<[path: string, title: string]> = [
  ['/', `Home | ${SITE}`],
  ['/products/Smart%20Locks', `Smart Locks | ${SITE}`],
  ['/products/details/7', `Smart Lock Pro | ${SITE}`],
  ['/policy-type/privacy-policy?id=1', `Privacy Policy | ${SITE}`],
  ['/service-page/cctv-surveillance-system', `CCTV Surveillance System | ${SITE}`],
  ['/contact', `Contact Us | ${SITE}`],
  ['/no/such/page', `Page not found | ${SITE}`],
];

for (const [path, title] of TITLES) {
  test(`${path} is titled '${title}'`, async ({ page }) => {
    await page.goto(path);
    await expect(pageHeading(page)).toBeVisible();
    await expect(page).toHaveTitle(title);
  });
}

const focusedTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName ?? '');

test('the first load leaves focus alone; a header link moves it to the new page heading', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/test');
  await expect(pageHeading(page)).toBeVisible();
  expect(await focusedTag(page)).toBe('BODY');

  await header(page).getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveTitle(`About Us | ${SITE}`);
  await expect(pageHeading(page)).toBeFocused();
  // Focusable by script, but not a stop in the tab order.
  await expect(pageHeading(page)).toHaveAttribute('tabindex', '-1');

  await header(page).getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(pageHeading(page)).toHaveText('Get in Touch');
  await expect(pageHeading(page)).toBeFocused();
});

test('a category link on the listing keeps focus where the visitor is', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/products');
  await expect(page.getByText(/product\(s\) found/)).toBeVisible();
  const locks = page.getByRole('main').getByRole('navigation', { name: 'Filter by category' }).getByRole('link', { name: 'Smart Locks' });
  await locks.focus();
  await page.keyboard.press('Enter');
  await expect(pageHeading(page)).toHaveText('Smart Locks');
  await expect(page).toHaveURL(/\/products\/Smart%20Locks$/);
  await expect(locks).toBeFocused();
});

test('the mobile sheet keeps focus inside and Escape returns it to the menu button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/test');
  const openMenu = header(page).getByRole('button', { name: 'Open menu' });
  await openMenu.focus();
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await expect(sheet).toBeVisible();

  // More presses than the sheet has stops, so focus must have wrapped around inside it.
  for (let press = 0; press < 30; press += 1) {
    await page.keyboard.press('Tab');
    expect(await sheet.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await sheet.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(openMenu).toBeFocused();

  // Following a link from the sheet lands on the new page, not back on the menu button.
  await page.keyboard.press('Enter');
  await sheet.getByRole('link', { name: 'About Us', exact: true }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveTitle(`About Us | ${SITE}`);
  await expect(pageHeading(page)).toBeFocused();
});

test('the header Products dropdown works with the keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/test');
  const trigger = header(page).getByRole('button', { name: 'Products' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const items = menu.getByRole('menuitem');
  await expect(items.first()).toHaveText('All Products');
  await expect(items.first()).toHaveAttribute('data-highlighted', '');

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await expect(menu).toBeVisible();
  // Opened from the keyboard, the menu starts on its first item; the next key moves from there.
  await expect(items.first()).toHaveAttribute('data-highlighted', '');
  await page.keyboard.press('ArrowDown');
  const second = items.nth(1);
  await expect(second).toHaveAttribute('data-highlighted', '');
  const category = (await second.textContent()) ?? '';
  await page.keyboard.press('Enter');
  await expect(pageHeading(page)).toHaveText(category);
  await expect(pageHeading(page)).toBeFocused();
});

test('a link focused from the keyboard shows an outline', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/test');
  await expect(pageHeading(page)).toBeVisible();
  const about = header(page).getByRole('link', { name: 'About', exact: true });
  // Tab from the link before it, so the browser treats the focus as keyboard focus.
  await header(page).getByRole('button', { name: 'Service' }).focus();
  await page.keyboard.press('Tab');
  await expect(about).toBeFocused();
  const outline = await about.evaluate((link) => {
    const style = getComputedStyle(link);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThan(0);
});

test('with reduced motion the home carousel does not play by itself', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Featured solutions' });
  await expect(carousel.getByText('1 / 2')).toBeVisible();
  await page.waitForTimeout(5_000);
  await expect(carousel.getByText('1 / 2')).toBeVisible();
});
