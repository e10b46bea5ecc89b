import { storefrontStore, type Product } from '@storefront/shared';

/** A product as the API sends it, with sensible defaults a test overrides where it matters. */
export function makeProduct(id: number, overrides: Partial<Product> = {}): Product {
  return {
    id,
    name: `Product ${id}`,
    category: { id: 1, name: 'Smart Locks' },
    images: [`images/products/p${id}-1.svg`],
    additionalImages: [],
    price: 12000,
    discountedPrice: null,
    stock: 10,
    shortDescription: `Short ${id}`,
    description: `Long ${id}`,
    features: [],
    ...overrides,
  };
}

export const inCategory = (name: string, id = name.length) => ({ category: { id, name } });

/** An empty cart and wishlist, as if the visitor had saved them empty (no first-visit samples). */
export function resetStore(): void {
  storefrontStore.setState(storefrontStore.getInitialState(), true);
}

/** A first visit: nothing saved, so the store fills in the sample items. */
export async function firstVisit(): Promise<void> {
  storefrontStore.setState(storefrontStore.getInitialState(), true);
  storefrontStore.persist.clearStorage();
  await storefrontStore.persist.rehydrate();
}
