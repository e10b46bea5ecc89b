import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { configureRuntime } from '../runtime/runtime-config';
import { PageMeta } from './page-meta';

const head = () => document.head;
const content = (selector: string) => head().querySelector(selector)?.getAttribute('content');

describe('PageMeta', () => {
  it('puts the title, description, canonical URL and Open Graph tags in the head', () => {
    configureRuntime({ apiBaseUrl: 'http://api.test', siteUrl: 'https://shop.example' });
    render(
      <main>
        <PageMeta title="Smart Lock Pro" description="Five ways to unlock." path="/products/details/7" image="https://api.example/public/lock.svg" type="product" />
      </main>,
    );
    expect(document.title).toBe('Smart Lock Pro | SecureHome Automation');
    expect(content('meta[name="description"]')).toBe('Five ways to unlock.');
    expect(head().querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://shop.example/products/details/7');
    expect(content('meta[property="og:title"]')).toBe('Smart Lock Pro | SecureHome Automation');
    expect(content('meta[property="og:description"]')).toBe('Five ways to unlock.');
    expect(content('meta[property="og:url"]')).toBe('https://shop.example/products/details/7');
    expect(content('meta[property="og:type"]')).toBe('product');
    expect(content('meta[property="og:image"]')).toBe('https://api.example/public/lock.svg');
    expect(document.querySelector('main')?.children).toHaveLength(0);
    expect(head().querySelector('meta[name="robots"]')).toBeNull();
  });

  it('tells search engines not to index a page that only repeats another, and to follow its links', () => {
    configureRuntime({ apiBaseUrl: 'http://api.test', siteUrl: 'https://shop.example' });
    render(<PageMeta title="Search: lock" description="Results." path="/products" robots="noindex,follow" />);
    expect(content('meta[name="robots"]')).toBe('noindex,follow');
    expect(head().querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://shop.example/products');
  });

  it("keeps a policy's query in its canonical URL and leaves out what a page lacks", () => {
    configureRuntime({ apiBaseUrl: 'http://api.test', siteUrl: 'https://shop.example/' });
    const { rerender } = render(<PageMeta title="Refund Policy" description="Returns." path="/policy-type/refund-policy?id=3" />);
    expect(head().querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://shop.example/policy-type/refund-policy?id=3');
    expect(content('meta[property="og:type"]')).toBe('website');
    expect(head().querySelector('meta[property="og:image"]')).toBeNull();
    rerender(<PageMeta title="Page not found" description="No page here." />);
    expect(head().querySelector('link[rel="canonical"]')).toBeNull();
    expect(head().querySelector('meta[property="og:url"]')).toBeNull();
    expect(document.title).toBe('Page not found | SecureHome Automation');
  });

  it("uses the browser's origin where the configuration names none (a remote's harness)", () => {
    configureRuntime({ apiBaseUrl: 'http://api.test' });
    render(<PageMeta title="About Us" description="Who we are." path="/about-us" />);
    expect(head().querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${window.location.origin}/about-us`);
  });

  it('renders on the server, with its values escaped', () => {
    configureRuntime({ apiBaseUrl: 'http://api.test', siteUrl: 'https://shop.example' });
    const html = renderToString(<PageMeta title={'A <b>"bold"</b> lock'} description="x" path="/a" />);
    expect(html).toContain('<title>A &lt;b&gt;&quot;bold&quot;&lt;/b&gt; lock | SecureHome Automation</title>');
    expect(html).toContain('<link rel="canonical" href="https://shop.example/a"/>');
  });
});
