import { assetUrl, salePrice, stockLevel, type Product } from '@storefront/shared';

const AVAILABILITY = {
  in: 'https://schema.org/InStock',
  low: 'https://schema.org/LimitedAvailability',
  out: 'https://schema.org/OutOfStock',
} as const;

/** Schema.org's description of a product, as search engines read it for rich results. */
export function productJsonLd(product: Product) {
  const description = product.description ?? product.shortDescription;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: [...product.images, ...product.additionalImages].map(assetUrl),
    ...(description && { description }),
    sku: String(product.id),
    category: product.category.name,
    offers: {
      '@type': 'Offer',
      price: salePrice(product),
      priceCurrency: 'INR',
      availability: AVAILABILITY[stockLevel(product.stock)],
    },
  };
}

/**
 * JSON that cannot end the script element it sits in: `<` is written as its escape, so no value
 * (a product's description included) can close the element or open a comment.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The product's structured data, as a data block: browsers never run it, so the page's
 * Content-Security-Policy (no inline scripts) is untouched.
 */
export function ProductJsonLd({ product }: { product: Product }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(productJsonLd(product)) }} />;
}
