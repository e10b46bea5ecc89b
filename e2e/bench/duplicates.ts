/** Strings each library's production code contains once: a file holding one is a copy of it. */
const MARKERS: Record<string, string> = {
  'react-dom': 'rendererPackageName:"react-dom"',
  // runtime-core's ModuleFederation class (a remote entry keeps only the small bundler glue).
  'module federation runtime (core)': 'registerRemotes(',
  '@emotion/cache': 'style[data-emotion]:not([data-s])',
  'zustand persist (the store)': '[zustand persist middleware]',
};

/** How many downloaded files carry each library: more than one is a duplicate download. */
export function libraryCopies(scripts: { url: string; body: string }[]): Record<string, number> {
  const unique = new Map(scripts.map((script) => [script.url, script.body]));
  return Object.fromEntries(
    Object.entries(MARKERS).map(([library, marker]) => [
      library,
      [...unique.values()].filter((body) => body.includes(marker)).length,
    ]),
  );
}
