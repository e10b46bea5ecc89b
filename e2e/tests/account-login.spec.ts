import type { Page } from '@playwright/test';
import { expect, header, pageHeading, test } from '../support/fixtures';

const DEMO = { email: 'demo@smarthome.example', password: 'SmartHome#2026', name: 'Demo Customer' };

const emailField = (page: Page) => page.getByRole('textbox', { name: 'Email' });
const passwordField = (page: Page) => page.getByLabel(/^Password/);
const loginButton = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Login' });

async function logIn(page: Page, password = DEMO.password) {
  await emailField(page).fill(DEMO.email);
  await passwordField(page).fill(password);
  await loginButton(page).click();
}

test('a wrong password shows the reason and keeps the form, with the e-mail still filled in', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(pageHeading(page)).toHaveText('Welcome Back');
  await logIn(page, 'not-the-password');

  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await expect(emailField(page)).toHaveValue(DEMO.email);
  await expect(passwordField(page)).toHaveValue('');
  await expect(passwordField(page)).toBeFocused();
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
  expect(page.url()).not.toContain('not-the-password');
});

test('the demo login signs in, survives a reload, and Logout signs out', async ({ page }) => {
  await page.goto('/login');
  await logIn(page);

  await expect(header(page).getByText(`Hi, ${DEMO.name}`)).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/.+/);

  await page.reload();
  await expect(header(page).getByText(`Hi, ${DEMO.name}`)).toBeVisible();

  await page.goto('/login');
  await expect(
    page.getByRole('main').getByText(`You are signed in as ${DEMO.name}.`),
  ).toBeVisible();

  const token = await page.evaluate(() => localStorage.getItem('token'));
  const logout = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/logout'));
  await header(page).getByRole('button', { name: 'Logout' }).click();
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(header(page).getByText(`Hi, ${DEMO.name}`)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // The session ended on the server too: the token is refused from now on.
  expect((await logout).status()).toBe(204);
  const apiUrl = await page.evaluate(() => fetch('/config.json').then((response) => response.json()).then((config: { apiBaseUrl: string }) => config.apiBaseUrl));
  const check = await page.request.get(`${apiUrl}/api/v1/auth/session`, { headers: { authorization: `Bearer ${token}` } });
  expect(check.status()).toBe(401);
});

test('a session ended on the server signs the visitor out on the next page load', async ({ page }) => {
  await page.goto('/login');
  await logIn(page);
  await expect(header(page).getByText(`Hi, ${DEMO.name}`)).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const apiUrl = await page.evaluate(() => fetch('/config.json').then((response) => response.json()).then((config: { apiBaseUrl: string }) => config.apiBaseUrl));
  // Ended elsewhere (a logout on another device holding the same session, or by the company).
  await page.request.post(`${apiUrl}/api/v1/auth/logout`, { headers: { authorization: `Bearer ${token}` } });

  await page.reload();
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('logging in from a page returns to that page, using the keyboard only', async ({ page }) => {
  await page.goto('/contact');
  await expect(pageHeading(page)).toHaveText('Get in Touch');
  await header(page).getByRole('link', { name: 'Login' }).click();
  await expect(pageHeading(page)).toHaveText('Welcome Back');

  await emailField(page).focus();
  await page.keyboard.type(DEMO.email);
  await page.keyboard.press('Tab');
  await expect(passwordField(page)).toBeFocused();
  await page.keyboard.type(DEMO.password);
  // The show/hide button is next in the tab order and says what it does.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Show password' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(passwordField(page)).toHaveAttribute('type', 'text');
  await page.keyboard.press('Tab');
  await expect(loginButton(page)).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/contact$/);
  await expect(pageHeading(page)).toHaveText('Get in Touch');
  await expect(header(page).getByText(`Hi, ${DEMO.name}`)).toBeVisible();
});

test("'Sign Up' leads to the contact page, since accounts are made by the team", async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByText('Accounts are created by our team — contact us.')).toBeVisible();
  await page.getByRole('link', { name: 'Sign Up' }).click();
  await expect(pageHeading(page)).toHaveText('Get in Touch');
});
