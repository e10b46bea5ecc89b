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

/** The API's address, as the page's runtime configuration names it. */
function apiUrlOf(page: Page): Promise<string> {
  return page.evaluate(() => fetch('/config.json').then((response) => response.json()).then((config: { apiBaseUrl: string }) => config.apiBaseUrl));
}

async function sessionCookie(page: Page) {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'sf_session');
  expect(cookie, 'the sf_session cookie').toBeDefined();
  return cookie!;
}

test('the demo login signs in with a cookie no script can read, survives a reload, and Logout ends it on the server', async ({ page }) => {
  await page.goto('/login');
  await logIn(page);

  await expect(header(page).getByText(`Hi, ${DEMO.name}`)).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Logout' })).toBeVisible();
  // The session is an HttpOnly, SameSite=Lax cookie: the browser has it, the page's scripts do not.
  const cookie = await sessionCookie(page);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('sf_session');
  expect(await page.evaluate(() => document.cookie)).not.toContain(cookie.value);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toContain(cookie.value);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // A reload asks the server, which still knows the visitor by the cookie.
  const checked = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/session'));
  await page.reload();
  expect((await checked).status()).toBe(200);
  await expect(header(page).getByText(`Hi, ${DEMO.name}`)).toBeVisible();

  await page.goto('/login');
  await expect(
    page.getByRole('main').getByText(`You are signed in as ${DEMO.name}.`),
  ).toBeVisible();

  const logout = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/logout'));
  await header(page).getByRole('button', { name: 'Logout' }).click();
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(header(page).getByText(`Hi, ${DEMO.name}`)).toHaveCount(0);
  expect((await logout).status()).toBe(204);
  expect((await page.context().cookies()).map((candidate) => candidate.name)).not.toContain('sf_session');
  // The session ended on the server too: the old cookie, replayed, is refused.
  const check = await page.request.get(`${await apiUrlOf(page)}/api/v1/auth/session`, {
    headers: { cookie: `sf_session=${cookie.value}` },
  });
  expect(check.status()).toBe(401);
});

test('a session ended on the server signs the visitor out on the next page load', async ({ page }) => {
  await page.goto('/login');
  await logIn(page);
  await expect(header(page).getByText(`Hi, ${DEMO.name}`)).toBeVisible();
  const { value } = await sessionCookie(page);
  // Ended elsewhere (a logout on another device holding the same session, or by the company).
  const ended = await page.request.post(`${await apiUrlOf(page)}/api/v1/auth/logout`, { headers: { authorization: `Bearer ${value}` } });
  expect(ended.status()).toBe(204);

  await page.reload();
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(header(page).getByText(`Hi, ${DEMO.name}`)).toHaveCount(0);
});

test('a locked account shows the server\'s wait in the form', async ({ page }) => {
  // An address of its own, new on every run (failures are kept for a day), so neither the demo
  // login of other journeys nor a rerun meets an earlier lock.
  const email = `locked-${Date.now()}@smarthome.example`;
  await page.goto('/login');
  await emailField(page).fill(email);
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await passwordField(page).fill(`guess-${attempt}`);
    await loginButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
    await expect(passwordField(page)).toHaveValue('');
  }
  await passwordField(page).fill('guess-6');
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/login'));
  await loginButton(page).click();
  expect((await refused).status()).toBe(429);
  await expect(page.getByRole('alert')).toHaveText(/^Too many failed logins for this account\. Please try again in \d+ seconds/);
  await expect(emailField(page)).toHaveValue(email);
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
