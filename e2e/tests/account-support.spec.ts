import type { Page } from '@playwright/test';
import { expect, pageHeading, test } from '../support/fixtures';
import { startOwnSite, type OwnSite } from '../support/own-site';
import { storedSupportRequests } from '../support/stored-support-requests';

const REFERENCE = /SR-\d{8}-[A-Z2-7]{6}/;
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send Message' });

async function fillRequest(page: Page, issue: string) {
  await field(page, 'Full name').fill('Asha Rao');
  await field(page, 'Email').fill('asha@example.in');
  await field(page, 'Phone').fill('+91 98765 43210');
  await field(page, 'Product model').fill('SecureLock Pro');
  await field(page, 'Describe the issue').fill(issue);
  await field(page, 'Preferred contact method').selectOption('both');
  await field(page, 'Best time to contact you').selectOption('evening');
}

test('the page shows the hours, the response time and the direct contacts', async ({ page }) => {
  await page.goto('/customer-support');
  await expect(pageHeading(page)).toHaveText('Customer Support');
  await expect(page.getByText('9 AM - 6 PM', { exact: true })).toBeVisible();
  await expect(page.getByText('24hr Response', { exact: true })).toBeVisible();
  const direct = page.getByRole('main').getByRole('complementary', { name: 'Contact us directly' });
  await expect(direct.getByRole('link', { name: 'support@smarthome.example' })).toHaveAttribute(
    'href',
    'mailto:support@smarthome.example',
  );
  await expect(direct.getByRole('link', { name: '+91 80 4567 8900' })).toHaveAttribute(
    'href',
    'tel:+918045678900',
  );
});

test('missing fields are shown with focus on the first; a valid request gets a reference', async ({
  page,
}) => {
  await page.goto('/customer-support');
  await field(page, 'Email').fill('asha@');
  await sendButton(page).click();

  await expect(field(page, 'Full name')).toBeFocused();
  await expect(field(page, 'Full name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please enter your full name.')).toBeVisible();
  await expect(
    page.getByText('Please enter a valid e-mail address, like name@example.com.'),
  ).toBeVisible();
  await expect(page.getByText('Please choose how we should contact you.')).toBeVisible();

  await fillRequest(page, 'The lock does not pair with the app.');
  await sendButton(page).click();
  await expect(page.getByTestId('support-reference')).toHaveText(REFERENCE);
  await expect(page.getByText('We will respond within 24 hours.')).toBeVisible();

  await page.getByRole('button', { name: 'Send another request' }).click();
  await expect(field(page, 'Full name')).toHaveValue('');
});

test('the draft survives a reload', async ({ page }) => {
  await page.goto('/customer-support');
  await field(page, 'Full name').fill('Asha Rao');
  await field(page, 'Describe the issue').fill('Half-written when the page reloaded.');
  await field(page, 'Preferred contact method').selectOption('phone');

  await page.reload();
  await expect(pageHeading(page)).toHaveText('Customer Support');
  await expect(field(page, 'Full name')).toHaveValue('Asha Rao');
  await expect(field(page, 'Describe the issue')).toHaveValue(
    'Half-written when the page reloaded.',
  );
  await expect(field(page, 'Preferred contact method')).toHaveValue('phone');
});

test('the form can be completed with the keyboard only', async ({ page }) => {
  await page.goto('/customer-support');
  await field(page, 'Full name').focus();
  const typeAndTab = async (text: string) => {
    await page.keyboard.type(text);
    await page.keyboard.press('Tab');
  };
  await typeAndTab('Asha Rao');
  await typeAndTab('asha@example.in');
  await typeAndTab('080 4567 8900');
  await typeAndTab('');
  await typeAndTab('DoorView 2K');
  await typeAndTab('The video lags at night.');
  await expect(field(page, 'Preferred contact method')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(field(page, 'Preferred contact method')).toHaveValue('email');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(sendButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('support-reference')).toHaveText(REFERENCE);
});

test.describe('when the API is down', () => {
  // A site of its own (and a database of its own), so stopping its API disturbs nobody.
  let own: OwnSite;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    own = await startOwnSite(8680);
  });

  test.afterAll(async () => {
    await own?.close();
  });

  test('the form keeps everything, and Retry sends it once the API is back', async ({ page }) => {
    const { site } = own;
    await page.goto(`${site.siteUrl}/customer-support`);
    await expect(pageHeading(page)).toHaveText('Customer Support');
    await fillRequest(page, 'Sent while the API was down.');

    await site.stop('api');
    await sendButton(page).click();
    await expect(page.getByRole('alert')).toContainText('your request has not been sent yet');
    await expect(field(page, 'Full name')).toHaveValue('Asha Rao');
    await expect(field(page, 'Describe the issue')).toHaveValue('Sent while the API was down.');

    await site.start('api');
    await page.getByRole('button', { name: 'Retry' }).click();
    const reference = page.getByTestId('support-reference');
    await expect(reference).toHaveText(REFERENCE);

    // It really reached the company: stored once, under that reference.
    const stored = await storedSupportRequests(site.databaseUrl);
    expect(stored).toEqual([
      expect.objectContaining({
        reference: await reference.textContent(),
        issue: 'Sent while the API was down.',
      }),
    ]);
  });
});
