import { Button, HStack, NativeSelect, Text, paths, useHydrated } from '@storefront/shared';
import {
  changeListing,
  LISTING_SORTS,
  type ListingSort,
  type ListingState,
} from '@storefront/shared/listing-query';
import { HiddenListingFields } from './hidden-listing-fields';

const SORT_LABELS: Record<ListingSort, string> = {
  relevance: 'Relevance',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  newest: 'Newest',
  name: 'Name: A to Z',
};

/** Without a search, 'relevance' is the catalogue's own order. */
const labelOf = (sort: ListingSort, searching: boolean) =>
  sort === 'relevance' && !searching ? 'Featured' : SORT_LABELS[sort];

/** The sort, in a GET form of its own that carries the filters, so it works without JavaScript too. */
export function SortControl({
  state,
  onChoose,
}: {
  state: ListingState;
  onChoose: (next: ListingState) => void;
}) {
  const hydrated = useHydrated();
  return (
    <form method="get" action={paths.products()} onSubmit={(event) => event.preventDefault()}>
      <HStack gap={2}>
        <HiddenListingFields
          state={state}
          names={['q', 'category', 'minPrice', 'maxPrice', 'inStock']}
        />
        <HStack as="label" gap={2}>
          <Text as="span" fontSize="sm" whiteSpace="nowrap">
            Sort by
          </Text>
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field
              name="sort"
              value={state.sort}
              onChange={(event) =>
                onChoose(changeListing(state, { sort: event.currentTarget.value as ListingSort }))
              }
            >
              {LISTING_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {labelOf(sort, state.q !== '')}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
        {!hydrated && (
          <Button type="submit" size="sm" variant="outline">
            Sort
          </Button>
        )}
      </HStack>
    </form>
  );
}
