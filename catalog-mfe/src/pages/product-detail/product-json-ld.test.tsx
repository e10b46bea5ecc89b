import { configureTestRuntime } from '@storefront/shared/testing';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeProduct } from '../../test-support/catalog-fixtures';
import { ProductJsonLd, productJsonLd } from './product-json-ld';

beforeEach(configureTestRuntime);

describe('productJsonLd', () => {
  it('describes the product, its images and its offer in rupees at the price a visitor pays', () => {
    const product = makeProduct(7, {
      name: 'Smart Lock Pro',
      images: ['images/lock-1.svg'],
      additionalImages: ['images/lock-2.svg'],
      price: 18999,
      discountedPrice: 3000,
      stock: 15,
    });
    expect(productJsonLd(product)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Smart Lock Pro',
      image: ['http://api.test/public/images/lock-1.svg', 'http://api.test/public/images/lock-2.svg'],
      description: 'Long 7',
      sku: '7',
      category: 'Smart Locks',
      offers: { '@type': 'Offer', price: 15999, priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
    });
  });

  it.each([
    [0, 'https://schema.org/OutOfStock'],
    [3, 'https://schema.org/LimitedAvailability'],
    [6, 'https://schema.org/InStock'],
  ])('gives stock %i as %s', (stock, availability) => {
    expect(productJsonLd(makeProduct(1, { stock })).offers.availability).toBe(availability);
  });

  it('leaves out a description the product lacks', () => {
    expect(productJsonLd(makeProduct(1, { description: null, shortDescription: null }))).not.toHaveProperty('description');
  });
});

describe('ProductJsonLd', () => {
  const hostile = makeProduct(9, { name: '</script><script>alert(1)</script><!--' });

  it('is a data block that no value can break out of, read back whole', () => {
    const html = renderToString(<ProductJsonLd product={hostile} />);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('</script><script>');
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json!)).toEqual(productJsonLd(hostile));
  });

  it('stays in the page in the browser, where it is never run', () => {
    const { container } = render(<ProductJsonLd product={hostile} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script!.textContent!)).toMatchObject({ name: hostile.name });
  });
});
