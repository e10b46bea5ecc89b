import { expect, footer, pageHeading, test } from '../support/fixtures';

// Policy journey: from the footer link to a rich-text page with headings, lists and links.
test('a policy opened from the footer renders its headings, lists and links', async ({ page }) => {
  await page.goto('/about-us');
  await footer(page).getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/policy-type\/privacy-policy\?id=\d+$/);
  await expect(pageHeading(page)).toHaveText('Privacy Policy');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(main.getByRole('heading', { level: 3, name: 'What we collect' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 4, name: 'Your rights' })).toBeVisible();
  await expect(main.getByRole('list').first().getByRole('listitem').first()).toContainText('Account details:');
  await expect(main.locator('strong', { hasText: 'Digital Personal Data Protection Act, 2023' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'privacy@smarthome.example' })).toHaveAttribute('href', 'mailto:privacy@smarthome.example');

  await main.getByRole('link', { name: 'customer support form' }).click();
  await expect(page).toHaveURL(/\/customer-support$/);
});

test('numbered lists, inline code and code blocks render as such', async ({ page }) => {
  await page.goto('/');
  await footer(page).getByRole('link', { name: 'Refund Policy' }).click();
  await expect(pageHeading(page)).toHaveText('Refund Policy');
  const main = page.getByRole('main');
  await expect(main.locator('ol').first().getByRole('listitem')).toHaveCount(4);
  await expect(main.locator('li code', { hasText: 'SH-ORD-2026-004512' })).toBeVisible();
  await expect(main.locator('pre > code')).toContainText('Subject: Refund request');
});

test('a policy starts at the top of the page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/about-us');
  await footer(page).getByRole('link', { name: 'Terms and Conditions' }).click();
  await expect(pageHeading(page)).toHaveText('Terms and Conditions');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("a failed fetch shows 'Error', and content that is not rich text 'Failed to load content'", async ({ page }) => {
  // The server renders a policy with its own answer: the browser asks the API when the visitor
  // opens the policy from another page.
  await page.route('**/api/v1/policies/1', (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
  await page.goto('/about-us');
  await footer(page).getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('main').getByText('Error', { exact: true })).toBeVisible();

  await page.route('**/api/v1/policies/2', (route) =>
    route.fulfill({ json: { data: { id: 2, policyName: 'Terms and Conditions', content: '<h1>not json</h1>' } } }),
  );
  await footer(page).getByRole('link', { name: 'Terms and Conditions' }).click();
  await expect(pageHeading(page)).toHaveText('Terms and Conditions');
  await expect(page.getByText('Failed to load content')).toBeVisible();
});

test('an unsafe link in a policy is shown as text, never followed', async ({ page }) => {
  const content = JSON.stringify([
    { type: 'paragraph', children: [{ type: 'link', url: 'javascript:alert(1)', children: [{ text: 'click me' }] }] },
  ]);
  await page.route('**/api/v1/policies/5', (route) => route.fulfill({ json: { data: { id: 5, policyName: 'Warranty Policy', content } } }));
  await page.goto('/about-us');
  await footer(page).getByRole('link', { name: 'Warranty Policy' }).click();
  await expect(page.getByText('click me')).toBeVisible();
  await expect(page.getByRole('link', { name: 'click me' })).toHaveCount(0);
});
