import { expect, pageHeading, test } from '../support/fixtures';

// Contact page journey: copying the company details (spec §2, §9: 'Copied!' for 2 s) and the FAQ.
test('the e-mail and phone cards copy their value and confirm for 2 seconds', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto('/contact');
  await expect(pageHeading(page)).toHaveText('Get in Touch');

  const email = page.getByRole('button', { name: /^Copy .+@/ });
  // Tooltips close on scroll, and hover() may scroll the button into view: hover again once still.
  await expect(async () => {
    await email.hover();
    await expect(page.getByText('Click to copy')).toBeVisible({ timeout: 1000 });
  }).toPass();
  await email.click();
  const emailCard = page.getByRole('heading', { name: 'Email Us' }).locator('..');
  await expect(emailCard.getByRole('status')).toHaveText('Copied!');
  const copiedEmail = await page.evaluate(() => navigator.clipboard.readText());
  expect(copiedEmail).toMatch(/^[^@\s]+@[^@\s]+$/);
  await expect(email).toContainText(copiedEmail);
  await expect(emailCard.getByRole('status')).toHaveText('', { timeout: 3000 });

  const phoneCard = page.getByRole('heading', { name: 'Call Us' }).locator('..');
  await expect(phoneCard).toContainText('(Mon-Fri 8am to 5pm)');
  await phoneCard.getByRole('button', { name: /^Copy / }).click();
  await expect(phoneCard.getByRole('status')).toHaveText('Copied!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^\+?[\d\s]+$/);
});

test('a refused clipboard gets a clear message instead of a false confirmation', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
    });
  });
  await page.goto('/contact');
  await page.getByRole('button', { name: /^Copy .+@/ }).click();
  await expect(page.getByText('Could not copy. Please copy it manually.')).toBeVisible();
  await expect(page.getByText('Copied!')).toHaveCount(0);
});

test('the FAQ keeps one answer open and closes it on a second click', async ({ page }) => {
  await page.goto('/contact');
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  const questions = faq.getByRole('button');
  await expect(questions).toHaveCount(5);
  const payment = faq.getByRole('button', { name: 'What payment methods do you accept?' });
  const response = faq.getByRole('button', { name: 'How quickly will you respond to my enquiry?' });

  await payment.click();
  await expect(faq.getByText('We accept UPI, debit cards, credit cards and bank transfers.')).toBeVisible();
  await response.click();
  await expect(faq.getByText(/within 24 hours on business days/)).toBeVisible();
  await expect(payment).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByText('We accept UPI, debit cards, credit cards and bank transfers.')).toBeHidden();
  await response.click();
  await expect(response).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByText(/within 24 hours on business days/)).toBeHidden();
});

test("'Contact Us Now' brings the contact cards into view with focus, and maps open in a new tab", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Contact Us Now' }).click();
  const cards = page.getByRole('region', { name: 'How to Reach Us' });
  await expect(cards).toBeFocused();
  await expect(cards.getByRole('heading', { name: 'Email Us' })).toBeInViewport();

  for (const name of ['Open in Maps', 'Get Directions', 'Open in Google Maps']) {
    const link = page.getByRole('link', { name });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=.*Bangalore/);
  }
  const hours = page.getByRole('region', { name: 'Business Hours' });
  await expect(hours).toContainText('Mon-Fri8am-5pm');
  await expect(hours).toContainText("We're closed on major holidays");
  await hours.getByRole('button', { name: 'View Holiday Schedule' }).click();
  await expect(hours.getByText('Republic Day, 26 January')).toBeVisible();
});
