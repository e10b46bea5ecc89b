// The public API of the shared package: what the apps share, and nothing else (a test checks
// that every export here is imported by an app).
import './runtime/zod-config';
export { ApiError, isNotFoundError } from './api/api-error';
export { assetUrl } from './api/api-request';
export { authMutations, LOGIN_ERROR, sessionQueries, type Credentials } from './api/auth';
export { CATEGORIES_ERROR, categoryQueries } from './api/categories';
export { openingRequest } from './api/opening-data';
export { policyQueries } from './api/policies';
export { productQueries } from './api/products';
export type { Product, ProductPage, ProductSummary } from './api/schemas';
export { SUGGESTIONS_MIN_LENGTH, suggestionQueries, type Suggestions } from './api/suggestions';
export { SIMILAR_COUNT, useSimilarProducts } from './api/similar-products';
// The rules of a support request (fields, limits, messages, validation) hold no state: the
// support page bundles them from '@storefront/shared/support-request-rules', so they are not in
// every page's first download. Sending one needs the API's address, so it is shared.
export { supportRequestMutations, type SupportRequestReceipt } from './api/support-requests';
export { hasDiscount, percentOff, salePrice, stockLevel, type Priced } from './catalogue/pricing';
export { company, mapsSearchUrl } from './content/company';
export { services, type Service } from './content/services';
export { formatCartPrice, formatRupees } from './format/price';
export { slugify } from './format/slugify';
// What a visitor types survives a reload into a new release (or any reload) of the page.
export { useFormDraft } from './forms/use-form-draft';
export { configureRuntime, getRuntimeConfig } from './runtime/runtime-config';
export { runtimeConfigSchema } from './runtime/runtime-config-schema';
export { quantityCap, selectCartTotals, TAX_RATE, type CartItem, type NewCartItem } from './store/cart-slice';
export { sampleCartItems, sampleWishlistItems } from './store/sample-items';
export { storefrontStore, useCartTotals, useStorefront } from './store/storefront-store';
export { selectIsInWishlist, type WishlistItem } from './store/wishlist-slice';
export { AppProviders, createQueryClient } from './ui/app-providers';
export { BELOW_SITE_HEADER_ATTRIBUTE, belowSiteHeader, belowSiteHeaderMark, SITE_HEADER_HEIGHT_VARIABLE } from './ui/below-site-header';
export { PageMeta } from './ui/page-meta';
export { PageNotFound } from './ui/page-not-found';
export { SearchForm } from './ui/search-form';
export { hydrationStarts, useAfterHydration, useHydrated } from './ui/use-hydrated';
export { usePageTitle } from './ui/use-page-title';
export { paths } from './urls/paths';
export * from './ui/kit';
