import { listingApiQuery, type ListingState } from '@storefront/shared/listing-query';

/**
 * The parts of the listing's state a form does not ask about, as hidden fields: submitted
 * without JavaScript, the form keeps them in the address it goes to (a new choice starts from
 * the first page, so the page is never one of them).
 */
export function HiddenListingFields({ state, names }: { state: ListingState; names: readonly string[] }) {
  const params = [...new URLSearchParams(listingApiQuery({ ...state, page: 1 }))];
  return (
    <>
      {params
        .filter(([name]) => names.includes(name))
        .map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
    </>
  );
}
