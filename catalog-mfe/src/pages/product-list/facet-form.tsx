import { Button, paths, useHydrated, type ProductPage } from '@storefront/shared';
import { changeListing, type ListingState } from '@storefront/shared/listing-query';
import type { ReactNode } from 'react';
import { FacetClasses, type FacetClassNames } from './facet-classes';
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

function Choice({ classes, label, count, input }: { classes: FacetClassNames; label: string; count?: number; input: ReactNode }) {
  return (
    <label className={classes.choice}>
      {input}
      <span className={classes.label}>{label}</span>
      {count !== undefined && <span className={classes.count}>{count}</span>}
    </label>
  );
}

function Group({ classes, legend, children }: { classes: FacetClassNames; legend: string; children: ReactNode }) {
  return (
    <fieldset className={classes.group}>
      <legend className={classes.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The facets with their counts. A real GET form: without JavaScript its button submits the
 * choices as an address the server renders; with it, each choice is a new address at once.
 * Without autocomplete, so that Back shows the choices of its address, not those the visitor
 * had made on that page before leaving it. Its parts are plain elements with class names resolved
 * once (facet-classes.tsx).
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
      <FacetClasses>
        {(classes) => (
          <div className={classes.groups}>
            <Group classes={classes} legend="Category">
              {facets.categories.map((category) => (
                <Choice
                  key={category.slug}
                  classes={classes}
                  label={category.name}
                  count={category.count}
                  input={<input type="checkbox" name="category" value={category.name} checked={isChosen(category)} onChange={() => choose({ categories: toggle(category.name) })} />}
                />
              ))}
            </Group>
            <Group classes={classes} legend="Price">
              <Choice
                classes={classes}
                label="Any price"
                input={<input type="radio" name="price" value="" checked={anyPrice} onChange={() => choose({ minPrice: undefined, maxPrice: undefined })} />}
              />
              {facets.priceBands.map((band) => (
                <Choice
                  key={band.min}
                  classes={classes}
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
            <Group classes={classes} legend="Availability">
              <Choice
                classes={classes}
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
          </div>
        )}
      </FacetClasses>
    </form>
  );
}
