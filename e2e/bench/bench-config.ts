import { CHROMIUM_ARGS, chromiumLaunchOptions } from '@storefront/release/chromium';

/**
 * How many times each measurement runs; medians are reported. Nine: on a shared machine one
 * Lighthouse load of a page moves by more than the difference between the sites it compares (one
 * site's page scored 76–93 within five runs), and a median of five still moved a target's verdict
 * from run to run of the same code.
 */
export const RUNS = Number(process.env.BENCH_RUNS ?? 9);

/** Warm journeys a site, at least five: one journey's step is a single sample of some 100 ms. */
export const JOURNEY_ROUNDS = Math.max(5, RUNS);

export const ALL_ROUTES = [
  { name: 'home', path: '/' },
  { name: 'listing', path: '/products' },
  { name: 'detail', path: '/products/details/7' },
  { name: 'cart', path: '/cart' },
] as const;

/**
 * The pages whose loads are measured: every one, unless BENCH_ROUTES names some (`detail`,
 * `home,listing`) for a quick look. Such a run checks only the targets of the pages it measured,
 * and leaves docs/performance.md as it is.
 */
export function routesFromEnv(value = process.env.BENCH_ROUTES): Array<(typeof ALL_ROUTES)[number]> {
  const names = (value ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  if (names.length === 0) return [...ALL_ROUTES];
  for (const name of names) {
    if (!ALL_ROUTES.some((route) => route.name === name)) {
      throw new Error(`BENCH_ROUTES: "${name}" is none of ${ALL_ROUTES.map((route) => route.name).join(', ')}.`);
    }
  }
  return ALL_ROUTES.filter((route) => names.includes(route.name));
}
export const ROUTES = routesFromEnv();

/**
 * The fixed network profile of the Playwright measurements (Chrome DevTools "Fast 4G"):
 * 40 ms extra round trip, 9 Mbit/s down, 1.5 Mbit/s up, no CPU slowdown (the machine is
 * shared; CPU-bound figures are compared as ratios within one run). Lighthouse uses its own
 * mobile preset (simulated slow 4G, 4x CPU).
 */
export const NETWORK = {
  offline: false,
  latency: 40,
  downloadThroughput: (9 * 1024 * 1024) / 8,
  uploadThroughput: (1.5 * 1024 * 1024) / 8,
};
export const PROFILE_TEXT =
  'Playwright/CDP: 40 ms RTT, 9 Mbit/s down, 1.5 Mbit/s up, no CPU throttling, cold cache per run; Lighthouse 12.8 mobile preset (simulated throttling).';

export const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

export function chromiumPath(): string | undefined {
  return chromiumLaunchOptions().executablePath;
}

export const PORTS = { federated: 9280, monolith: 9380, scale: 9480, database: 9580, clientRendered: 9680, fullPages: 9780 } as const;
/**
 * The first variant's site (BENCH_VARIANTS); each next one 100 ports above. Above 10080, which
 * fetch() refuses to connect to (one of the Fetch standard's blocked ports).
 */
export const VARIANT_PORTS_FROM = 10180;

/**
 * tsx keeps function names by wrapping them in `__name(…)`; functions handed to page.evaluate
 * carry those calls into the page, which must therefore define the helper.
 */
export const KEEP_NAMES_SHIM = 'globalThis.__name = (fn) => fn;';
