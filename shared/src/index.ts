// The public API of the shared package: everything two apps may share, and nothing else.
import './runtime/zod-config';
export { ApiError, type ApiErrorKind } from './api/api-error';
export { apiRequest, assetUrl } from './api/api-request';
export { authMutations, login, LOGIN_ERROR, type Credentials } from './api/auth';
export { fetchPolicies, fetchPolicy, policyQueries, POLICIES_ERROR } from './api/policies';
export {
  fetchProduct,
  fetchProducts,
  productQueries,
  PRODUCTS_ERROR,
  PRODUCT_DETAIL_ERROR,
} from './api/products';
export {
  envelope,
  loginResultSchema,
  policySchema,
  policySummarySchema,
  productSchema,
  userSchema,
  type LoginResult,
  type Policy,
  type PolicySummary,
  type Product,
  type User,
} from './api/schemas';
// The rules of a support request (fields, limits, messages, validation) hold no state: the
// support page bundles them from '@storefront/shared/support-request-rules', so they are not in
// every page's first download. Sending one needs the API's address, so it is shared.
export {
  submitSupportRequest,
  SUPPORT_REQUEST_ERROR,
  supportRequestMutations,
  supportRequestReceiptSchema,
  type SupportRequestReceipt,
} from './api/support-requests';
export { company, mapsSearchUrl } from './content/company';
export { services, type Service } from './content/services';
export { formatCartPrice, formatRupees } from './format/price';
export {
  hasDiscount,
  LOW_STOCK_LIMIT,
  percentOff,
  salePrice,
  stockLevel,
  type Priced,
  type StockLevel,
} from './format/pricing';
export { slugify } from './format/slugify';
export { paths } from './routes/paths';
export { configureRuntime, getRuntimeConfig } from './runtime/runtime-config';
export { runtimeConfigSchema, type RuntimeConfig } from './runtime/runtime-config-schema';
export { openingRequest, type OpeningDataName, type OpeningRequest } from './api/opening-data';
export { TOKEN_KEY, type AuthSlice } from './store/auth-slice';
export {
  DEFAULT_MAX_QUANTITY,
  quantityCap,
  selectCartTotals,
  TAX_RATE,
  type CartItem,
  type CartSlice,
  type CartTotals,
  type NewCartItem,
} from './store/cart-slice';
export type { ItemDetails } from './store/item-details';
export { sampleCartItems, sampleWishlistItems } from './store/sample-items';
export { STORE_KEY, storefrontStore, useCartTotals, useStorefront } from './store/storefront-store';
export type { StorefrontState } from './store/storefront-state';
export { selectIsInWishlist, type WishlistItem, type WishlistSlice } from './store/wishlist-slice';
export { AppProviders, createQueryClient } from './ui/app-providers';
export { storefrontSystem } from './ui/system';
export { pageTitle, usePageTitle } from './ui/use-page-title';
export * from './ui/kit';
