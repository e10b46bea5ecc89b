import type { Product } from '../../catalogue/product-schema';
import { CATEGORIES, CATEGORY_KEYS } from '../categories';
import { SEED_PRODUCTS } from '../products';
import { CATALOGUE_VOCABULARY, type DeviceKind } from './catalogue-vocabulary';
import { seededInteger, seededNumber } from './seeded-number';

const seedProductsOf = (categoryId: number) => SEED_PRODUCTS.filter((product) => product.category.id === categoryId);

/**
 * The generated product at this index (0 = the first after the hand-written seed), with this id.
 * Categories take turns; within one, the index walks every brand, kind and variant before the
 * model number moves on, so no two generated products share a name. Texts and images come from
 * the hand-written products of the same category.
 */
export function generateProduct(index: number, id: number): Product {
  const key = CATEGORY_KEYS[index % CATEGORY_KEYS.length]!;
  const { brands, kinds, variants } = CATALOGUE_VOCABULARY[key];
  let rest = Math.floor(index / CATEGORY_KEYS.length);
  const variant = variants[rest % variants.length]!;
  rest = Math.floor(rest / variants.length);
  const kind = kinds[rest % kinds.length]!;
  rest = Math.floor(rest / kinds.length);
  const brand = brands[rest % brands.length]!;
  const model = Math.floor(rest / brands.length) + 1;

  const category = CATEGORIES[key];
  const templates = seedProductsOf(category.id);
  const template = templates[index % templates.length]!;
  const name = `${brand} ${kind.name} ${kind.name[0]}${model * 10} ${variant}`;
  const price = generatedPrice(id, kind);
  return {
    id,
    name,
    category: { id: category.id, name: category.name },
    images: [...template.images],
    additionalImages: [...template.additionalImages],
    price,
    discountedPrice: generatedDiscount(id, price),
    stock: generatedStock(id),
    shortDescription: `${kind.pitch[0]!.toUpperCase()}${kind.pitch.slice(1)}, ${variant}.`,
    description: (template.description ?? template.shortDescription ?? '').replaceAll(template.name, name),
    features: [...template.features, `${variant} model`],
  };
}

/** Somewhere in the kind's range, ending in 99 as shop prices do. */
function generatedPrice(id: number, kind: DeviceKind): number {
  const raw = kind.minPrice + seededNumber(id, 1) * (kind.maxPrice - kind.minPrice);
  return Math.max(99, Math.round(raw / 100) * 100 - 1);
}

/** Three products in ten are on sale, 5% to 40% off, in whole hundreds. */
function generatedDiscount(id: number, price: number): number | null {
  if (seededNumber(id, 2) >= 0.3) return null;
  const percent = seededInteger(id, 3, 5, 40);
  const amount = Math.max(100, Math.round((price * percent) / 10_000) * 100);
  return amount < price ? amount : null;
}

/** About one in twelve is out of stock and one in eight runs low (1 to 5 left). */
function generatedStock(id: number): number {
  const draw = seededInteger(id, 5, 0, 99);
  if (draw < 8) return 0;
  if (draw < 20) return seededInteger(id, 6, 1, 5);
  return seededInteger(id, 6, 6, 200);
}
