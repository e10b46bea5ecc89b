import { productQueries } from '@storefront/shared';
import { listingApiQuery, listingHref, listingStateFrom, type ListingState } from '@storefront/shared/listing-query';
import { useQuery } from '@storefront/shared/query';
import { useNavigate, useParams, useSearchParams } from '@storefront/shared/router';
import { useMemo } from 'react';

/**
 * The listing's state, read from its address, and the page of products it asks for. A choice
 * is a new address: shareable, restored by Back and Forward, and what the server renders.
 */
export function useListing() {
  const { category } = useParams();
  const [search] = useSearchParams();
  const state = useMemo(() => listingStateFrom(category, search), [category, search]);
  const query = useQuery(productQueries.search(listingApiQuery(state)));
  return { state, query };
}

/** Goes to the listing in a new state: a new entry in the history, as a link would be. */
export function useChooseListing(): (next: ListingState) => void {
  const navigate = useNavigate();
  return (next) => void navigate(listingHref(next));
}
