/** Every URL of the site in one place (spec §2), so links and routes never disagree. */
export const paths = {
  home: () => '/',
  about: () => '/about-us',
  contact: () => '/contact',
  cart: () => '/cart',
  wishlist: () => '/wishlist',
  products: (categoryName?: string) =>
    categoryName ? `/products/${encodeURIComponent(categoryName)}` : '/products',
  productDetail: (productId: number | string) =>
    `/products/details/${encodeURIComponent(String(productId))}`,
  articles: () => '/articles',
  article: (slug: string) => `/articles/${encodeURIComponent(slug)}`,
  customerSupport: () => '/customer-support',
  servicePage: (slug: string) => `/service-page/${encodeURIComponent(slug)}`,
  login: () => '/login',
  policy: (slug: string, id: number | string) =>
    `/policy-type/${encodeURIComponent(slug)}?id=${encodeURIComponent(String(id))}`,
  notFound: () => '/404',
  /** Spec §2: the placeholder page the shell itself renders. */
  test: () => '/test',
  /** A preview link (pnpm release preview); its token is URL-safe as it is. */
  preview: (token: string) => `/preview/${token}`,
  /** Ends the preview a link started in this browser. */
  leavePreview: () => '/preview/leave',
} as const;
