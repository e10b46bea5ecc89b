import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { productSchema } from '../catalogue/product-schema';
import { PUBLIC_DIRECTORY } from '../http/static-assets';
import { renderSeedArt } from './art/render-seed-art';
import { CATEGORIES } from './categories';
import { SEED_PRODUCTS } from './products';

const products = SEED_PRODUCTS;

describe('seed catalogue', () => {
  it('has at least 24 valid products with unique ids, names and images', () => {
    expect(products.length).toBeGreaterThanOrEqual(24);
    for (const product of products) productSchema.parse(product);
    expect(new Set(products.map((product) => product.id)).size).toBe(products.length);
    expect(new Set(products.map((product) => product.name)).size).toBe(products.length);
    const images = products.flatMap((product) => [...product.images, ...product.additionalImages]);
    expect(new Set(images).size).toBe(images.length);
  });

  it('covers the ten categories', () => {
    const names = new Set(products.map((product) => product.category.name));
    expect([...names].sort()).toEqual(
      Object.values(CATEGORIES)
        .map((c) => c.name)
        .sort(),
    );
    expect(names).toContain('Gate & Curtain Automation');
  });

  it('has the stock levels, discounts and descriptions the front end needs to show', () => {
    const count = (predicate: (product: (typeof products)[number]) => boolean) =>
      products.filter(predicate).length;
    expect(count((p) => p.stock === 0)).toBeGreaterThanOrEqual(3);
    expect(count((p) => p.stock >= 1 && p.stock <= 5)).toBeGreaterThanOrEqual(4);
    const discounted = count((p) => p.discountedPrice !== null);
    expect(discounted / products.length).toBeGreaterThan(0.25);
    expect(discounted / products.length).toBeLessThan(0.45);
    expect(count((p) => p.shortDescription === null)).toBeGreaterThanOrEqual(1);
    expect(count((p) => p.description === null)).toBeGreaterThanOrEqual(1);
    expect(products.some((p) => p.price >= 100_000)).toBe(true);
  });

  it('keeps features, images and additional images within their ranges', () => {
    for (const product of products) {
      expect(product.features.length, product.name).toBeGreaterThanOrEqual(3);
      expect(product.features.length, product.name).toBeLessThanOrEqual(6);
      expect(product.images.length, product.name).toBeGreaterThanOrEqual(1);
      expect(product.images.length, product.name).toBeLessThanOrEqual(2);
      expect(product.additionalImages.length, product.name).toBeLessThanOrEqual(3);
    }
  });
});

describe('seed art', () => {
  it('has an up-to-date SVG under 4 KB on disk for every image (run `pnpm draw-art` if not)', async () => {
    for (const file of renderSeedArt()) {
      const onDisk = await readFile(join(PUBLIC_DIRECTORY, file.path), 'utf8');
      expect(onDisk, file.path).toBe(file.svg);
      expect((await stat(join(PUBLIC_DIRECTORY, file.path))).size, file.path).toBeLessThan(4096);
    }
  });
});
