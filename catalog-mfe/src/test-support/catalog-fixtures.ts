import { storefrontStore } from '@storefront/shared';

export { makeProduct } from '@storefront/shared/testing';

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
