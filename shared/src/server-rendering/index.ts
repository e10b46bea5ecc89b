// What server rendering needs beyond the shared singletons: not shared through federation (the
// browser needs only `hydrate`, and bundlers leave the rest out), yet the same library code as
// '@storefront/shared/query' and '@storefront/shared/router' within the shell's builds.
export { dehydrate, hashKey, hydrate, type DehydratedState, type QueryKey } from '@tanstack/react-query';
export { StaticRouter } from 'react-router-dom';
export { dehydratePageQueries, hydratePageQueries } from './page-queries';
