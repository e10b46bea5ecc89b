import type { OpeningDataName } from '../api/opening-data';

// The federation contract: the one place that names the remotes. Their exposes, the shell's
// routes, the site server's preloads, the registry's schema, the release tooling, the dev
// servers and harnesses, the lint zones and the benchmark all derive from it. Adding a page to a
// remote is one entry here plus the page's folder; `pnpm create-remote` adds a remote here.
// Besides pages, a remote may fill a slot: a named place in the shell's layout (the header's
// search) where the shell renders a component the remote exposes, with a fallback of its own.

export interface PageDeclaration {
  /** The exposed module, served from `src/exposes/<module in kebab-case>.ts` of the remote. */
  readonly module: string;
  /** The route (a React Router pattern) the shell renders the page on. */
  readonly path: string;
  /** A URL of the page, for harnesses and smoke renders; required when the path has parameters. */
  readonly example?: string;
  /** The API data the page opens on, requested while the page's code is still on its way. */
  readonly opensOn?: OpeningDataName;
}

/** The places in the shell's layout a remote's component may fill; the shell has a fallback for each. */
export const slotNames = ['header-search'] as const;
export type SlotName = (typeof slotNames)[number];

export interface SlotDeclaration {
  /** The exposed module (a component), served from `src/exposes/<module in kebab-case>.ts`. */
  readonly module: string;
  /** Where the shell renders it. */
  readonly slot: SlotName;
}

export interface RemoteDeclaration {
  /** The workspace folder, also the remote's folder in the release store; ends in `-mfe`. */
  readonly folder: string;
  /** The port of its dev server (`pnpm dev`). */
  readonly devPort: number;
  readonly pages: readonly PageDeclaration[];
  /** Components the shell renders in its layout's slots (at most one remote per slot). */
  readonly slots?: readonly SlotDeclaration[];
}

/** The host. */
export const shell = { name: 'shell', folder: 'shell', devPort: 8080 } as const;

/** Each remote by its federation container name (a snake_case identifier). */
export const remotes = {
  catalog_mfe: {
    folder: 'catalog-mfe',
    devPort: 3001,
    pages: [
      {
        module: 'ProductListPage',
        path: '/products/:category?',
        example: '/products',
        opensOn: 'product-list',
      },
      {
        module: 'ProductDetailPage',
        path: '/products/details/:productId',
        example: '/products/details/1',
        opensOn: 'product-detail',
      },
      { module: 'CartPage', path: '/cart' },
      { module: 'WishlistPage', path: '/wishlist' },
    ],
    slots: [{ module: 'HeaderSearch', slot: 'header-search' }],
  },
  content_mfe: {
    folder: 'content-mfe',
    devPort: 3002,
    pages: [
      { module: 'HomePage', path: '/' },
      { module: 'AboutPage', path: '/about-us' },
      { module: 'ContactPage', path: '/contact' },
      { module: 'ArticleListPage', path: '/articles' },
      {
        module: 'ArticlePage',
        path: '/articles/:slug',
        example: '/articles/smart-thermostat-guide',
      },
      {
        module: 'ServicePage',
        path: '/service-page/:slug?',
        example: '/service-page/smart-home-automation',
      },
      {
        module: 'PolicyPage',
        path: '/policy-type/:policyId',
        example: '/policy-type/privacy-policy?id=1',
        opensOn: 'policy',
      },
    ],
  },
  account_mfe: {
    folder: 'account-mfe',
    devPort: 3003,
    pages: [
      { module: 'LoginPage', path: '/login' },
      { module: 'SupportPage', path: '/customer-support' },
    ],
  },
} as const satisfies Record<string, RemoteDeclaration>;

/**
 * The libraries every app shares as one instance in the browser. A key ending in '/' shares the
 * package's subpath imports too (react-dom/client). Chakra UI, React Router and TanStack Query
 * are not shared whole (a shared library cannot be tree-shaken): the shared package re-exports
 * what the apps use, so one copy of exactly that reaches the browser.
 */
export const singletons = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  '@emotion/react',
  'zustand',
  '@storefront/shared',
  '@storefront/shared/router',
  '@storefront/shared/query',
  '@storefront/shared/widgets',
] as const;

/**
 * Singletons every remote must share, never bundle: every page is a React component drawn with
 * the shared package. A remote built with its own copy of one fails beside the shell (two Reacts,
 * two stores), so the release gate refuses it.
 */
export const sharedByEveryRemote: readonly (typeof singletons)[number][] = [
  'react',
  '@storefront/shared',
];

/**
 * Singletons the shell serves from a chunk of its own when a page first needs one, instead of
 * from its first script (everything else is needed before the first render).
 */
export const onDemandSingletons: readonly (typeof singletons)[number][] = [
  '@storefront/shared/widgets',
];

/**
 * Every remote's entry script, beside its mf-manifest.json. Browsers check it against the
 * SHA-256 recorded at publishing (the registry carries it), and it carries the digests of the
 * remote's chunks, so nothing of a release runs unless it is what was published.
 */
export const remoteEntryFile = 'remoteEntry.js';

/** A version's entry script, from its manifest's URL: browsers load the entry directly. */
export const remoteEntryUrl = (manifestUrl: string): string => new URL(remoteEntryFile, manifestUrl).href;

/** The id of the JSON data block in which the site's server embeds the registry and configuration. */
export const embeddedDocumentsId = 'storefront-documents';
