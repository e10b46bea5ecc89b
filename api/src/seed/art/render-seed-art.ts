import type { Product } from '../../catalogue/product-schema';
import { categoryKeyOf } from '../categories';
import { SEED_PRODUCTS } from '../products';
import { composeProductSvg } from './compose-product-svg';
import { PLACEHOLDER_SVG } from './placeholder-svg';

export interface ArtFile {
  /** Relative to api/public, exactly as products reference it. */
  path: string;
  svg: string;
}

export const PLACEHOLDER_PATH = 'images/placeholder.svg';

/** Every SVG the seed catalogue references, plus the placeholder. Pure, so tests can compare. */
export function renderSeedArt(products: readonly Product[] = SEED_PRODUCTS): ArtFile[] {
  const variantInCategory = new Map<number, number>();
  const files: ArtFile[] = [];
  for (const product of products) {
    const productVariant = variantInCategory.get(product.category.id) ?? 0;
    variantInCategory.set(product.category.id, productVariant + 1);
    const categoryKey = categoryKeyOf(product.category.id);
    [...product.images, ...product.additionalImages].forEach((path, view) => {
      files.push({ path, svg: composeProductSvg({ categoryKey, productVariant, view }) });
    });
  }
  files.push({ path: PLACEHOLDER_PATH, svg: PLACEHOLDER_SVG });
  return files;
}
