import { expect, pageHeading, test } from '../support/fixtures';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { cspViolations: violations });
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
});

test('pages carry a Content-Security-Policy and the protective headers', async ({ page }) => {
  const response = await page.goto('/products');
  const headers = response!.headers();
  const policy = headers['content-security-policy'] ?? '';
  const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src'));
  expect(scriptSrc).toBeDefined();
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(scriptSrc).not.toContain('unsafe-eval');
  expect(policy).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test('the whole site works under the policy, without a single violation', async ({ page }) => {
  const violations: string[] = [];
  for (const path of ['/', '/products', '/products/details/7', '/cart', '/wishlist', '/contact', '/articles', '/service-page/smart-home-automation', '/login', '/customer-support', '/policy-type/privacy-policy?id=1']) {
    await page.goto(path);
    await expect(pageHeading(page)).toBeVisible();
    const onThisPage = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    violations.push(...onThisPage.map((violation) => `${path}: ${violation}`));
  }
  expect(violations).toEqual([]);
});

test('an injected inline script does not run', async ({ page }) => {
  await page.goto('/test');
  await expect(pageHeading(page)).toHaveText('Test Component');
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedCanary = true;';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return (window as unknown as { injectedCanary?: boolean }).injectedCanary === true;
  });
  expect(ran).toBe(false);
});
