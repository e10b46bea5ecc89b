import type { Page } from '@playwright/test';
import { expect, pageHeading, test } from '../support/fixtures';

// Home page journey: the hero carousel (spec §4) and the calls to action around it.
const carousel = (page: Page) => page.getByRole('region', { name: 'Featured solutions' });

test('the carousel moves with the arrows, the dots and the arrow keys, wrapping around', async ({ page }) => {
  await page.goto('/');
  await expect(pageHeading(page)).toHaveText('Smart Security for Modern Living');
  const region = carousel(page);
  await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
  await expect(region.getByText('1 / 2')).toBeVisible();

  await region.getByRole('button', { name: 'Next slide' }).click();
  await expect(region.getByText('2 / 2')).toBeVisible();
  await expect(region.getByRole('group', { name: '2 of 2' })).not.toHaveAttribute('aria-hidden');
  await region.getByRole('button', { name: 'Next slide' }).click();
  await expect(region.getByText('1 / 2')).toBeVisible();
  await region.getByRole('button', { name: 'Previous slide' }).click();
  await expect(region.getByText('2 / 2')).toBeVisible();
  await region.getByRole('button', { name: 'Go to slide 1' }).click();
  await expect(region.getByText('1 / 2')).toBeVisible();
  await expect(region.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');

  await region.focus();
  await page.keyboard.press('ArrowRight');
  await expect(region.getByText('2 / 2')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(region.getByText('1 / 2')).toBeVisible();
});

test('the carousel auto-advances every 4 s, pauses under the pointer and stays put for reduced motion', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const region = carousel(page);
  await expect(region.getByText('1 / 2')).toBeVisible();
  await page.clock.runFor(4000);
  await expect(region.getByText('2 / 2')).toBeVisible();

  await region.getByRole('img').first().hover({ force: true });
  await page.clock.runFor(12_000);
  await expect(region.getByText('2 / 2')).toBeVisible();
  await page.mouse.move(0, 0);
  await page.clock.runFor(4000);
  await expect(region.getByText('1 / 2')).toBeVisible();

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.runFor(12_000);
  await expect(region.getByText('1 / 2')).toBeVisible();
  await expect(region.getByRole('button', { name: /automatic slide show/ })).toHaveCount(0);
});

test('the first slide is the early, fixed-size hero image', async ({ page }) => {
  await page.goto('/');
  const first = carousel(page).getByRole('group', { name: '1 of 2' }).getByRole('img');
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect(first).toHaveAttribute('loading', 'eager');
  await expect(first).toHaveAttribute('width', '1600');
  await expect(first).toHaveAttribute('height', '700');
  await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
});

test('the sections of the home page lead to products, support and contact', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  for (const title of ['Voice Control', 'Biometric Security', 'Security Encryption', 'Keyless', '24/7 Support']) {
    await expect(main.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(main.getByText('Most Popular')).toBeVisible();
  await main.getByRole('link', { name: 'Learn More about SecureLock Business' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await page.goBack();
  await main.getByRole('link', { name: 'Schedule a Consultation' }).click();
  await expect(page).toHaveURL(/\/customer-support$/);
  await page.goBack();
  await main.getByRole('link', { name: 'Contact Us Today' }).click();
  await expect(pageHeading(page)).toHaveText('Get in Touch');
});
