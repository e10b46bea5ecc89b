import { expect, pageHeading, test } from '../support/fixtures';

// Service pages journey (spec §2, §9): tabs, pricing rules and the sample prices of every service.
const services = [
  { slug: 'smart-home-automation', title: 'Smart Home Automation', prices: ['₹2,999', '₹5,999', 'Custom'] },
  { slug: 'cctv-surveillance-system', title: 'CCTV Surveillance System', prices: ['₹1,499', '₹2,999', 'Custom'] },
  { slug: 'gate-curtain-automation', title: 'Gate & Curtain Automation', prices: ['₹899', '₹2,499', 'Custom'] },
  { slug: 'smart-lighting-systems', title: 'Smart Lighting Systems', prices: ['₹799', '₹2,199', 'Custom'] },
  {
    slug: 'water-level-monitoring-controlling-systems',
    title: 'Water Level Monitoring & Controlling Systems',
    prices: ['₹1,299', '₹2,899', 'Custom'],
  },
];

for (const service of services) {
  test(`${service.title}: tabs, pricing and closing block`, async ({ page }) => {
    await page.goto(`/service-page/${service.slug}`);
    await expect(pageHeading(page)).toHaveText(service.title);
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['Overview', 'Features', 'Process', 'Pricing', 'Gallery', 'FAQ']);
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('tab', { name: 'Pricing' }).click();
    const pricing = page.getByRole('tabpanel', { name: 'Pricing' });
    const plans = pricing.getByTestId(/^plan-/);
    await expect(plans).toHaveCount(3);
    for (const [index, price] of service.prices.entries()) {
      await expect(plans.nth(index)).toContainText(price);
    }
    await expect(plans.nth(1)).toContainText('Most Popular');
    await expect(pricing.getByText('Most Popular')).toHaveCount(1);
    await expect(pricing.getByText('one-time payment')).toHaveCount(2);
    await expect(plans.nth(2)).not.toContainText('one-time payment');
    await expect(plans.nth(0).getByRole('link')).toHaveText('Get Started');
    await expect(plans.nth(1).getByRole('link')).toHaveText('Get Started');
    await expect(plans.nth(2).getByRole('link')).toHaveText('Contact Us');

    await page.getByRole('tab', { name: 'Gallery' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Gallery' }).getByRole('img')).toHaveCount(4);

    await page.getByRole('tab', { name: 'FAQ' }).click();
    const questions = page.getByRole('tabpanel', { name: 'FAQ' }).getByRole('button');
    for (const question of await questions.all()) await expect(question).toHaveAttribute('aria-expanded', 'false');

    await expect(page.getByRole('heading', { name: 'Ready to Get Started?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', /^tel:\+?\d+$/);
    await expect(page.getByRole('link', { name: 'Email Us' })).toHaveAttribute('href', /^mailto:.+@.+/);
  });
}

test('the tabs work from the keyboard, and Learn More brings them into view', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/service-page/smart-home-automation');
  await page.getByRole('button', { name: 'Learn More' }).click();
  const details = page.getByRole('region', { name: 'Smart Home Automation in detail' });
  await expect(details).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeInViewport();

  await page.getByRole('tab', { name: 'Overview' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Features' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Features' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Features' })).toBeVisible();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'FAQ' })).toHaveAttribute('aria-selected', 'true');
});

test('Get Quote leads to customer support', async ({ page }) => {
  await page.goto('/service-page/cctv-surveillance-system');
  await page.getByRole('link', { name: 'Get Quote' }).click();
  await expect(page).toHaveURL(/\/customer-support$/);
});

test("an unknown service slug ends on '404 not found.'", async ({ page }) => {
  await page.goto('/service-page/time-machine-installation');
  await expect(page).toHaveURL(/\/404$/);
  await expect(pageHeading(page)).toHaveText('404 not found.');
});
