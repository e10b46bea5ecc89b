import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { startOwnSite, type OwnSite } from '../support/own-site';
import { liveVersionOf, publishVariant, releaseCli } from '../support/release-cli';

// The release console on its own origin: a release manager signs in with a token, sees every
// remote, starts a canary, completes it and rolls back, each reason in history; the storefront's
// scripts cannot act in it; a team's token is offered only what it may do; and every other action
// (advance a canary, end it, promote, withdraw, reset figures) asks its reason and writes it.
let own: OwnSite;
let live: string;
let candidate: string;
let spare: string;
const tokens = { manager: '', catalogTeam: '' };

const release = () => releaseCli(own.releaseEnv);
type Entry = { action: string; version: string; by: string; reason?: string };
const catalogHistory = () => release()<Entry[]>('history', 'catalog-mfe');

async function signIn(page: Page, token: string, name: string) {
  await page.goto(own.site.consoleUrl);
  // By keyboard, as anyone may: the token, the name, Enter.
  await page.getByLabel(/Release token/).focus();
  await page.keyboard.type(token);
  await page.keyboard.press('Tab');
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Remotes' })).toBeVisible();
}

/** Fills an action's form (by its title) with a reason, past the smoke render, and sends it. */
async function act(page: Page, title: string, button: string, reason: string) {
  const form = page.getByRole('form', { name: title });
  await form.getByLabel(/Reason/).fill(reason);
  const skipSmoke = form.getByLabel(/Leave out the smoke render/);
  if (await skipSmoke.count()) await skipSmoke.check();
  await form.getByRole('button', { name: button }).click();
}

const actionsOf = (page: Page) => page.getByRole('region', { name: 'Actions' });

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  own = await startOwnSite(12000, {
    prepare: async (releaseEnv) => {
      const cli = releaseCli(releaseEnv);
      live = await liveVersionOf(cli, 'catalog-mfe');
      candidate = await publishVariant(cli, 'catalog-mfe', (dist) => appendFile(path.join(dist, 'remoteEntry.js'), '\n/* console candidate */\n'));
      spare = await publishVariant(cli, 'catalog-mfe', (dist) => appendFile(path.join(dist, 'remoteEntry.js'), '\n/* console spare */\n'));
      const create = async (...args: string[]) => (await cli<{ token: string }>('token', 'create', ...args)).token;
      tokens.manager = await create('--role', 'release-manager');
      tokens.catalogTeam = await create('--remote', 'catalog-mfe');
    },
  });
});

test.afterAll(async () => {
  await own?.close();
});

test('a release manager signs in, sees every remote, and runs a canary to completion and back, each reason in history', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await signIn(page, tokens.manager, 'lena');
  for (const remote of ['catalog-mfe', 'content-mfe', 'account-mfe']) {
    await expect(page.getByRole('article', { name: remote })).toContainText(/Live\s*0\.1\.0-/);
  }
  // The session is a cookie no script reads; the token is kept nowhere in the browser.
  const [cookie] = (await page.context().cookies(own.site.consoleUrl)).filter((entry) => entry.name === 'console_session');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
  const stored = await page.evaluate(() => JSON.stringify([document.cookie, { ...localStorage }, { ...sessionStorage }]));
  expect(stored).not.toContain(tokens.manager);
  expect(stored).not.toContain(cookie!.value);

  await page.getByRole('link', { name: 'catalog-mfe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'catalog-mfe' })).toBeFocused();
  expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations.map((violation) => violation.id)).toEqual([]);

  const canaryForm = page.getByRole('form', { name: 'Start a canary' });
  await canaryForm.getByLabel('Version', { exact: true }).selectOption(candidate);
  await canaryForm.getByLabel('Share of visitors (%)').fill('20');
  await act(page, 'Start a canary', 'Start canary', 'try the new listing');
  await expect(actionsOf(page).getByRole('status')).toHaveText(`${candidate} runs for 20 % of visitors.`);
  await expect(page.getByRole('table', { name: 'Canary against live since the canary started' })).toBeVisible();

  await act(page, 'Complete the canary', 'Complete canary', 'figures look fine');
  await expect(actionsOf(page).getByRole('status')).toHaveText(`${candidate} is live for every visitor; the canary has ended.`);

  await act(page, 'Roll back', 'Roll back', 'cart totals wrong');
  await expect(actionsOf(page).getByRole('status')).toHaveText(`Rolled back: ${live} is live.`);

  const history = page.getByRole('table', { name: 'History of catalog-mfe, newest first' });
  for (const reason of ['try the new listing', 'figures look fine', 'cart totals wrong']) {
    await expect(history.getByRole('row').filter({ hasText: reason })).toContainText('lena via release managers');
  }
  expect((await catalogHistory()).slice(-3)).toEqual([
    expect.objectContaining({ action: 'canary', version: candidate, by: 'lena via release managers', reason: '20 % of visitors, rolls back by itself — try the new listing' }),
    expect.objectContaining({ action: 'complete', version: candidate, reason: expect.stringContaining('figures look fine') }),
    expect.objectContaining({ action: 'rollback', version: live, by: 'lena via release managers', reason: 'cart totals wrong' }),
  ]);
  expect(consoleErrors).toEqual([]);
});

test("the storefront's scripts cannot act in the console, even with its session in the same browser", async ({ page }) => {
  await signIn(page, tokens.manager, 'lena');
  const before = (await catalogHistory()).length;
  await page.goto(own.site.siteUrl);
  const answer = await page.evaluate(async (consoleUrl) => {
    try {
      const response = await fetch(`${consoleUrl}/console-api/remotes/catalog-mfe/actions/rollback`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ reason: 'from the storefront' }),
      });
      return `answered ${response.status}`;
    } catch {
      return 'blocked';
    }
  }, own.site.consoleUrl);
  expect(answer).toBe('blocked');
  expect(await catalogHistory()).toHaveLength(before);

  // Signing out ends the session for good: the cookie, sent again, signs nobody in.
  await page.goto(own.site.consoleUrl);
  const [cookie] = (await page.context().cookies(own.site.consoleUrl)).filter((entry) => entry.name === 'console_session');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const replayed = await fetch(`${own.site.consoleUrl}/console-api/status`, { headers: { cookie: `console_session=${cookie!.value}` } });
  expect(replayed.status).toBe(401);
});

test("a team's token is offered only what it may do, on its own remote", async ({ page }) => {
  await signIn(page, tokens.catalogTeam, 'ravi');
  await expect(page.getByRole('article', { name: 'catalog-mfe' })).toContainText('This token may: promote, canary, complete, verify.');
  await expect(page.getByRole('article', { name: 'content-mfe' })).toContainText('This token may only read this remote.');

  await page.getByRole('link', { name: 'catalog-mfe' }).click();
  await expect(actionsOf(page).getByRole('heading', { level: 3 })).toHaveText(['Start a canary', 'Promote']);
  await expect(actionsOf(page).getByRole('button', { name: /Roll back|End canary|Withdraw|Reset figures/ })).toHaveCount(0);

  await page.getByRole('link', { name: 'All remotes' }).click();
  await page.getByRole('link', { name: 'content-mfe' }).click();
  await expect(actionsOf(page)).toContainText('This token may only read content-mfe.');
  await expect(actionsOf(page).getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Run the gate/ })).toHaveCount(0);
});

// Last, as it leaves the candidate live and the spare withdrawn.
test('a release manager advances a canary, ends it, promotes, withdraws and resets figures, each only with a reason history keeps', async ({ page }) => {
  await signIn(page, tokens.manager, 'lena');
  await page.getByRole('link', { name: 'catalog-mfe' }).click();
  const outcome = actionsOf(page).getByRole('status');

  await page.getByRole('form', { name: 'Start a canary' }).getByLabel('Version', { exact: true }).selectOption(candidate);
  await act(page, 'Start a canary', 'Start canary', 'start small');
  await expect(outcome).toHaveText(`${candidate} runs for 10 % of visitors.`);

  await page.getByRole('form', { name: 'Change the canary' }).getByLabel('Share of visitors (%)').fill('50');
  await act(page, 'Change the canary', 'Change canary', 'widen to half');
  await expect(outcome).toHaveText(`${candidate} runs for 50 % of visitors.`);

  await act(page, 'End the canary', 'End canary', 'hold for the sale');
  await expect(outcome).toHaveText(`The canary of ${candidate} has ended; ${live} stays live.`);

  await page.getByRole('form', { name: 'Promote' }).getByLabel('Version', { exact: true }).selectOption(candidate);
  await act(page, 'Promote', 'Promote', 'ship the listing');
  await expect(outcome).toHaveText(`${candidate} is live.`);

  // Without a reason nothing is sent: the form says why and puts the cursor where it is missing.
  const before = (await catalogHistory()).length;
  const withdrawForm = page.getByRole('form', { name: 'Withdraw a version' });
  await withdrawForm.getByLabel('Version', { exact: true }).selectOption(spare);
  await withdrawForm.getByRole('button', { name: 'Withdraw' }).click();
  await expect(withdrawForm).toContainText('Say why: history keeps the reason.');
  await expect(withdrawForm.getByLabel(/Reason/)).toBeFocused();
  expect(await catalogHistory()).toHaveLength(before);
  await act(page, 'Withdraw a version', 'Withdraw', 'built from the wrong branch');
  await expect(outcome).toHaveText(`${spare} is withdrawn: it will never be served again.`);

  await page.getByRole('form', { name: 'Reset figures' }).getByLabel('Version', { exact: true }).selectOption(candidate);
  await act(page, 'Reset figures', 'Reset figures', 'forged reports from one network');
  await expect(outcome).toContainText(`${candidate}'s figures start afresh`);

  const history = page.getByRole('table', { name: 'History of catalog-mfe, newest first' });
  for (const reason of ['widen to half', 'hold for the sale', 'ship the listing', 'built from the wrong branch', 'forged reports from one network']) {
    await expect(history.getByRole('row').filter({ hasText: reason })).toContainText('lena via release managers');
  }
  const by = 'lena via release managers';
  expect((await catalogHistory()).slice(-6)).toEqual([
    expect.objectContaining({ action: 'canary', version: candidate, by, reason: '10 % of visitors, rolls back by itself — start small' }),
    expect.objectContaining({ action: 'canary', version: candidate, by, reason: '50 % of visitors, rolls back by itself — widen to half' }),
    expect.objectContaining({ action: 'end-canary', version: candidate, by, reason: expect.stringContaining('hold for the sale') }),
    expect.objectContaining({ action: 'promote', version: candidate, by, reason: 'ship the listing' }),
    expect.objectContaining({ action: 'withdraw', version: spare, by, reason: 'built from the wrong branch' }),
    expect.objectContaining({ action: 'reset-figures', version: candidate, by, reason: expect.stringMatching(/^forged reports from one network \(set aside: /) }),
  ]);
});
