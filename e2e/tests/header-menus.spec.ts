import type { Page } from '@playwright/test';
import { expect, header, pageHeading, test } from '../support/fixtures';
import { widgetFilesOf } from '../support/widget-files';

// The header's menus are not in the shell's first script: the header shows stand-in triggers and
// fetches the menus on the first hover, focus or tap. These journeys hold the menus' file back to
// prove a page never waits for them and a visitor's early action is not lost.

const MENUS_FILE = /\/header-menus\.[0-9a-f]+\.js$/;

/** Holds the menus' file back until `release` is called (or fails it, with `fail`). */
async function holdMenus(page: Page) {
  let settle: (outcome: 'release' | 'fail') => void = () => undefined;
  const outcome = new Promise<'release' | 'fail'>((resolve) => {
    settle = resolve;
  });
  let requests = 0;
  await page.route(MENUS_FILE, async (route) => {
    requests += 1;
    if ((await outcome) === 'release') await route.continue();
    else await route.abort();
  });
  return {
    release: () => settle('release'),
    fail: () => settle('fail'),
    requests: () => requests,
  };
}

/** Opens /test at a width with the menus' file held back, once the page has painted. */
async function openWithMenusHeld(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  const menus = await holdMenus(page);
  await page.goto('/test');
  await expect(pageHeading(page)).toBeVisible();
  return menus;
}

test('a page paints without the menus; Enter pressed on Products before they arrive opens it', async ({ page }) => {
  const menus = await openWithMenusHeld(page, 1280);
  const trigger = header(page).getByRole('button', { name: 'Products' });
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect.poll(menus.requests).toBeGreaterThan(0);
  await expect(page.getByRole('menu')).toHaveCount(0);

  menus.release();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem').first()).toHaveAttribute('data-highlighted', '');
  await page.keyboard.press('Escape');
  await expect(header(page).getByRole('button', { name: 'Products' })).toBeFocused();
});

test('a mouse resting on Service before the menus arrive opens it once they do', async ({ page }) => {
  const menus = await openWithMenusHeld(page, 1280);
  await header(page).getByRole('button', { name: 'Service' }).hover();
  await expect.poll(menus.requests).toBeGreaterThan(0);
  menus.release();
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'CCTV Surveillance System' })).toBeVisible();
});

test('a visitor who tabs past a trigger before the menus arrive keeps the focus where they put it', async ({
  page,
}) => {
  const menus = await openWithMenusHeld(page, 1280);
  const service = header(page).getByRole('button', { name: 'Service' });
  await service.focus();
  await expect.poll(menus.requests).toBeGreaterThan(0);
  await page.keyboard.press('Tab');
  const about = header(page).getByRole('link', { name: 'About', exact: true });
  await expect(about).toBeFocused();

  menus.release();
  // The real trigger is in: the menu widget marks it, the stand-in is a plain button.
  await expect(service).toHaveAttribute('data-scope', 'menu');
  await expect(about).toBeFocused();
});

test('a tap on the mobile menu button before the menus arrive opens the sheet', async ({ page }) => {
  const menus = await openWithMenusHeld(page, 375);
  await header(page).getByRole('button', { name: 'Open menu' }).click();
  menus.release();
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('link', { name: 'About Us', exact: true })).toBeVisible();
});

test('when the menus fail to load the triggers stay, the visitor is told, and the next tap tries again', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const menus = await openWithMenusHeld(page, 1280);
  const trigger = header(page).getByRole('button', { name: 'Products' });
  await trigger.click();
  menus.fail();
  await expect(page.getByRole('alert')).toHaveText('The menu could not be loaded. Please try again.');
  await expect.poll(() => warnings.some((text) => text.startsWith('The header menus could not be loaded'))).toBe(true);
  await expect(trigger).toBeVisible();
  await expect(page.getByRole('menu')).toHaveCount(0);

  await page.unroute(MENUS_FILE);
  await trigger.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the menus are fetched on the first sign of interest, not before, and open on hover', async ({
  page,
  request: api,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const widgetFiles = await widgetFilesOf(api);
  const fetched: string[] = [];
  const widgetsFetched: string[] = [];
  page.on('request', (request) => {
    if (MENUS_FILE.test(request.url())) fetched.push(request.url());
    if (widgetFiles.some((file) => request.url().endsWith(`/${file}`))) widgetsFetched.push(request.url());
  });
  await page.goto('/products');
  await expect(page.getByText(/product\(s\) found/)).toBeVisible();
  // Idle time fetches the widgets the menus use (without running them), not the menus.
  await expect.poll(() => widgetsFetched.length).toBe(widgetFiles.length);
  expect(fetched).toEqual([]);

  await header(page).getByRole('button', { name: 'Products' }).hover();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.mouse.move(640, 700);
  await expect(page.getByRole('menu')).toBeHidden();
  expect(fetched).toHaveLength(1);
  expect(widgetsFetched).toHaveLength(widgetFiles.length);
});
