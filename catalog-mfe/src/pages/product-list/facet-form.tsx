import { Box, Button, HStack, Stack, Text, paths, useHydrated, type ProductPage } from '@storefront/shared';
import { changeListing, type ListingState } from '@storefront/shared/listing-query';
import type { ReactNode } from 'react';
import { HiddenListingFields } from './hidden-listing-fields';
import { isBandChosen, priceBandLabel, priceBandValue } from './price-band-label';

interface FacetFormProps {
  state: ListingState;
  facets: ProductPage['meta']['facets'];
  onChoose: (next: ListingState) => void;
}

type CategoryFacet = ProductPage['meta']['facets']['categories'][number];

/**
 * Whether the address chooses the category (by name in any case, or by slug, as the API
 * matches). Read from the address, not the answer, so a box shows its new state at once, while
 * the page with it loads.
 */
const chosenIn = (state: ListingState) => (category: CategoryFacet) =>
  state.categories.some((named) => named.toLowerCase() === category.name.toLowerCase() || named === category.slug);

function Choice({ label, count, input }: { label: string; count?: number; input: ReactNode }) {
  return (
    <HStack as="label" gap={2} py={1} cursor="pointer" fontSize="sm" css={{ '& input': { accentColor: 'brand.600', width: '1rem', height: '1rem' } }}>
      {input}
      <Text as="span" flex="1">
        {label}
      </Text>
      {count !== undefined && (
        <Text as="span" color="fg.muted">
          {count}
        </Text>
      )}
    </HStack>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box as="fieldset" borderWidth="0" p={0} m={0}>
      <Text as="legend" fontWeight="semibold" mb={2}>
        {legend}
      </Text>
      {children}
    </Box>
  );
}

/**
 * The facets with their counts. A real GET form: without JavaScript its button submits the
 * choices as an address the server renders; with it, each choice is a new address at once.
 * Without autocomplete, so that Back shows the choices of its address, not those the visitor
 * had made on that page before leaving it.
 */
export function FacetForm({ state, facets, onChoose }: FacetFormProps) {
  const hydrated = useHydrated();
  const choose = (change: Partial<ListingState>) => onChoose(changeListing(state, change));
  const isChosen = chosenIn(state);
  const chosen = facets.categories.filter(isChosen).map((category) => category.name);
  const toggle = (name: string) => (chosen.includes(name) ? chosen.filter((one) => one !== name) : [...chosen, name]);
  const anyPrice = state.minPrice === undefined && state.maxPrice === undefined;
  return (
    <form method="get" action={paths.products()} aria-label="Filters" autoComplete="off" onSubmit={(event) => event.preventDefault()}>
      <HiddenListingFields state={state} names={['q', 'sort']} />
      <Stack gap={6}>
        <Group legend="Category">
          {facets.categories.map((category) => (
            <Choice
              key={category.slug}
              label={category.name}
              count={category.count}
              input={<input type="checkbox" name="category" value={category.name} checked={isChosen(category)} onChange={() => choose({ categories: toggle(category.name) })} />}
            />
          ))}
        </Group>
        <Group legend="Price">
          <Choice label="Any price" input={<input type="radio" name="price" value="" checked={anyPrice} onChange={() => choose({ minPrice: undefined, maxPrice: undefined })} />} />
          {facets.priceBands.map((band) => (
            <Choice
              key={band.min}
              label={priceBandLabel(band)}
              count={band.count}
              input={
                <input
                  type="radio"
                  name="price"
                  value={priceBandValue(band)}
                  checked={isBandChosen(band, state)}
                  onChange={() => choose({ minPrice: band.min, maxPrice: band.max === null ? undefined : band.max - 1 })}
                />
              }
            />
          ))}
        </Group>
        <Group legend="Availability">
          <Choice
            label="In stock only"
            count={facets.stock.inStock}
            input={<input type="checkbox" name="inStock" value="true" checked={state.inStock === true} onChange={() => choose({ inStock: state.inStock === true ? undefined : true })} />}
          />
        </Group>
        {/* With JavaScript every choice applies at once: the button is for pages without it. */}
        {!hydrated && (
          <Button type="submit" colorPalette="brand" size="sm">
            Apply filters
          </Button>
        )}
      </Stack>
    </form>
  );
}
