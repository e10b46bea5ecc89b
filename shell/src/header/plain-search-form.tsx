import { SearchForm } from '@storefront/shared';
import { useId } from 'react';

/**
 * The header's search when the catalog's own cannot be shown: the site's plain GET form to the
 * listing, which needs no JavaScript (the browser submits it as `/products?q=…`).
 */
export function PlainSearchForm() {
  return <SearchForm inputId={useId()} />;
}
