/** The catalogue's parts of the bench: the listing pages in a browser, the search API under load, the sitemap. */
export const CATALOGUE_PARTS = ['pages', 'search', 'sitemap'] as const;
export type CataloguePart = (typeof CATALOGUE_PARTS)[number];

/** BENCH_CATALOGUE_PARTS (`search,sitemap`): the parts to measure, every one when absent. */
export function cataloguePartsFromEnv(value = process.env.BENCH_CATALOGUE_PARTS): CataloguePart[] {
  const names = (value ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  for (const name of names) {
    if (!(CATALOGUE_PARTS as readonly string[]).includes(name)) {
      throw new Error(`BENCH_CATALOGUE_PARTS: "${name}" is none of ${CATALOGUE_PARTS.join(', ')}.`);
    }
  }
  return names.length === 0 ? [...CATALOGUE_PARTS] : CATALOGUE_PARTS.filter((part) => names.includes(part));
}
