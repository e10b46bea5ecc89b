import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { DEFAULT_LISTING, listingApiQuery } from '../catalogue/listing-query';
import { productQueries } from './products';
import type { Product, ProductPage, ProductSummary } from './schemas';

/** How many other products a product's page shows. */
export const SIMILAR_COUNT = 4;

type Subject = Pick<Product, 'id' | 'category'>;

/** Other products of the subject's category first, topped up from other categories. */
export function pickSimilarProducts(products: readonly ProductSummary[], subject: Subject, count = SIMILAR_COUNT): ProductSummary[] {
  const seen = new Set([subject.id]);
  const sameCategory: ProductSummary[] = [];
  const others: ProductSummary[] = [];
  for (const product of products) {
    if (seen.has(product.id)) continue;
    seen.add(product.id);
    if (product.category.name === subject.category.name) sameCategory.push(product);
    else others.push(product);
  }
  return [...sameCategory, ...others].slice(0, count);
}

// One more than shown, so the subject itself being among them still leaves enough.
const categoryQuery = (category: string) => listingApiQuery({ ...DEFAULT_LISTING, categories: [category] }) + `&pageSize=${SIMILAR_COUNT + 1}`;
// A category with too few others: enough of the catalogue's first products to make up the rest
// even if all of that category's are among them.
const topUpQuery = () => `pageSize=${2 * SIMILAR_COUNT + 1}`;

async function fetchSimilar(client: QueryClient, productId: string): Promise<ProductSummary[]> {
  const subject = await client.ensureQueryData(productQueries.detail(productId));
  const { data: sameCategory } = await client.fetchQuery(productQueries.search(categoryQuery(subject.category.name)));
  const enough = sameCategory.filter((product) => product.id !== subject.id).length >= SIMILAR_COUNT;
  const topUp = enough ? [] : (await client.fetchQuery(productQueries.search(topUpQuery()))).data;
  return pickSimilarProducts([...sameCategory, ...topUp], subject);
}

/**
 * The products a product's page shows below its details: a small page of its category from the
 * API (and of the catalogue when the category has too few). An entry of its own, so a page the
 * server renders carries the four it shows.
 */
export function similarProductsQuery(productId: string) {
  return queryOptions({
    queryKey: [...productQueries.all(), 'similar', productId] as const,
    queryFn: ({ client }) => fetchSimilar(client, productId),
    // The queries it is made of have retried already.
    retry: false,
  });
}

/** Enough of the subject's category among the listing pages already in the cache, else undefined. */
function fromCachedPages(queryClient: QueryClient, subject: Subject): ProductSummary[] | undefined {
  const cached = queryClient.getQueriesData<ProductPage>({ queryKey: productQueries.searches() }).flatMap(([, page]) => page?.data ?? []);
  const similar = pickSimilarProducts(cached, subject);
  const sameCategory = similar.filter((product) => product.category.name === subject.category.name);
  return sameCategory.length === SIMILAR_COUNT ? similar : undefined;
}

/**
 * The similar products of `product`: from the server's page, from the listing pages the browser
 * already has when they hold four of its category (coming from a category's listing they show at
 * once, with no placeholder in between), or fetched.
 */
export function useSimilarProducts(product: Subject) {
  const queryClient = useQueryClient();
  return useQuery({
    ...similarProductsQuery(String(product.id)),
    initialData: () => fromCachedPages(queryClient, product),
  });
}
