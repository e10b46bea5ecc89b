import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { LighthouseResult } from './lighthouse-run';
import type { ColdLoad } from './page-load';
import { pageLoadTargets, type PageMedians } from './page-targets';
import type { Target } from './report';
import { kb, median, round } from './stats';

/**
 * The start-up mechanisms the shell can be built without (STARTUP_OFF, rspack.config.base.ts,
 * which refuses any other name), in its order: a variant's folder names them in this order.
 */
export const STARTUP_SWITCHES = ['paint-first', 'compile-hints', 'phased-start', 'chakra-patch'] as const;

/** The federated site with its shell built without one or more start-up mechanisms. */
export interface Variant {
  /** `paint-first`, or `paint-first+compile-hints` for several at once. */
  name: string;
  /** Its key among the bench's sites: `without paint-first`. */
  site: string;
  /** STARTUP_OFF of its build. */
  off: string[];
  /** Its shell build, from the workspace root (the site server's SHELL_DIST). */
  dist: string;
}

/**
 * BENCH_VARIANTS: `all` (each mechanism off on its own), or variants separated by commas, each a
 * mechanism or several joined by `+` (`paint-first,compile-hints+phased-start`). None when absent.
 */
export function variantsFromEnv(value = process.env.BENCH_VARIANTS): Variant[] {
  const names = value?.trim() === 'all' ? [...STARTUP_SWITCHES] : (value ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  const variants = names.map((name) => {
    const off = name.split('+').map((part) => part.trim());
    for (const part of off) {
      if (!(STARTUP_SWITCHES as readonly string[]).includes(part)) {
        throw new Error(`BENCH_VARIANTS: "${part}" is none of ${STARTUP_SWITCHES.join(', ')} (or all).`);
      }
    }
    const ordered = STARTUP_SWITCHES.filter((known) => off.includes(known));
    const folder = ordered.join('+');
    return { name: folder, site: `without ${folder}`, off: ordered, dist: path.join('shell', 'dist-variants', folder) };
  });
  return variants.filter((variant, index) => variants.findIndex((other) => other.name === variant.name) === index);
}

/**
 * How many of the bench's runs measure the variants too (BENCH_VARIANT_RUNS, at most the runs;
 * all of them by default): each variant is compared with the other sites' medians of those runs.
 */
export function variantRuns(runs: number, value = process.env.BENCH_VARIANT_RUNS): number {
  if (value === undefined || value.trim() === '') return runs;
  const count = Number(value);
  if (!Number.isInteger(count) || count <= 0) throw new Error(`BENCH_VARIANT_RUNS must be a whole number above 0, not "${value}"`);
  return Math.min(count, runs);
}

/** Builds the variant's shell (`STARTUP_OFF=… pnpm --filter shell build`); `reuse` keeps a build already there (then false). */
export function buildVariant(root: string, variant: Variant, reuse: boolean): boolean {
  if (reuse && existsSync(path.join(root, variant.dist, 'index.html'))) return false;
  const result = spawnSync('pnpm', ['--filter', 'shell', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, STARTUP_OFF: variant.off.join(',') },
  });
  if (result.status !== 0) throw new Error(`The shell without ${variant.name} did not build.`);
  return true;
}

/** One page of a variant against the full federated site and the monolith, Lighthouse's medians. */
export interface VariantPage {
  route: string;
  score: { variant: number; federated: number; monolith: number };
  lcpMs: { variant: number; federated: number; monolith: number };
  tbtMs: { variant: number; federated: number; monolith: number };
  /** Cold loads (Fast 4G): LCP and first-load JavaScript. */
  coldLcpMs: { variant: number; federated: number; monolith: number };
  firstLoadKb: { variant: number; federated: number; monolith: number };
}

export interface VariantResult {
  name: string;
  /** The runs it was measured in (the first ones of the bench). */
  runs: number;
  pages: VariantPage[];
  /** The page-load targets with this variant in the federated site's place, and whether the full site met each in the same runs. */
  targets: Array<Target & { metWithIt: boolean }>;
  /** Targets the full site met and this variant missed: what the mechanism is needed for. */
  missedWithoutIt: string[];
}

/** Medians of the first `runs` runs of each site and page. */
export function mediansOfRuns(
  routes: readonly string[],
  loads: Record<string, ColdLoad[]>,
  lighthouse: Record<string, LighthouseResult[]>,
  runs: number,
): PageMedians {
  const of = <T>(results: Record<string, T[]>, key: string) => {
    const list = results[key];
    if (!list) throw new Error(`No measurement of ${key}.`);
    return list.slice(0, runs);
  };
  return {
    routes,
    load: (site, route, pick) => median(of(loads, `${site} ${route}`).map(pick)),
    lighthouse: (site, route, pick) => median(of(lighthouse, `${site} ${route}`).map(pick)),
  };
}

/** What each variant measured, against the full federated site and the monolith of the same runs. */
export function variantResults(variants: Variant[], medians: PageMedians, runs: number): VariantResult[] {
  const flatten = (targets: ReturnType<typeof pageLoadTargets>) => [...targets.firstLoad, ...targets.lighthouse, ...targets.cls];
  const withIt = flatten(pageLoadTargets(medians, 'federated'));
  return variants.map((variant) => {
    const triple = (pick: (site: string) => number) => ({ variant: pick(variant.site), federated: pick('federated'), monolith: pick('monolith') });
    const pages = medians.routes.map((route) => ({
      route,
      score: triple((site) => medians.lighthouse(site, route, (result) => result.score)),
      lcpMs: triple((site) => round(medians.lighthouse(site, route, (result) => result.lcpMs))),
      tbtMs: triple((site) => round(medians.lighthouse(site, route, (result) => result.tbtMs))),
      coldLcpMs: triple((site) => round(medians.load(site, route, (load) => load.lcpMs))),
      firstLoadKb: triple((site) => kb(medians.load(site, route, (load) => load.jsBytes))),
    }));
    const targets = flatten(pageLoadTargets(medians, variant.site)).map((target, index) => ({ ...target, metWithIt: withIt[index]!.pass }));
    const missedWithoutIt = targets.filter((target) => target.metWithIt && !target.pass).map((target) => target.name);
    return { name: variant.name, runs, pages, targets, missedWithoutIt };
  });
}

const ratio = (a: number, b: number) => (b ? String(round(a / b, 2)) : '—');

/** The variants' section of the report. */
export function variantsMarkdown(results: VariantResult[]): string[] {
  if (results.length === 0) return [];
  const lines = [
    '',
    '## Start-up mechanisms: the site without each',
    '',
    `Each variant is the federated site with its shell built without the mechanism (STARTUP_OFF; docs/performance.md), on the same store, remotes and API, measured in the same runs (the first ${results[0]!.runs}) and compared with the full federated site and the monolith of those runs. Only the page-load targets depend on the shell's start-up; the others (route changes, duplicates, the 10,000-product catalogue, server renders, promotes, the flood) are not measured again.`,
  ];
  for (const result of results) {
    lines.push(
      '',
      `### Without ${result.name}`,
      '',
      result.missedWithoutIt.length === 0
        ? 'No target the full site met is missed without it.'
        : `Missed without it (met with it): ${result.missedWithoutIt.join('; ')}.`,
      '',
      '| page | Lighthouse score: without / federated / monolith | LCP (ms) | LCP without / federated, / monolith | TBT (ms) | TBT without / federated, / monolith | cold-load LCP (ms) | first-load JS (KB) |',
      '|---|---|---|---|---|---|---|---|',
      ...result.pages.map((page) => {
        const three = (value: { variant: number; federated: number; monolith: number }) => `${value.variant} / ${value.federated} / ${value.monolith}`;
        return `| ${page.route} | ${three(page.score)} | ${three(page.lcpMs)} | ${ratio(page.lcpMs.variant, page.lcpMs.federated)}, ${ratio(page.lcpMs.variant, page.lcpMs.monolith)} | ${three(page.tbtMs)} | ${ratio(page.tbtMs.variant, page.tbtMs.federated)}, ${ratio(page.tbtMs.variant, page.tbtMs.monolith)} | ${three(page.coldLcpMs)} | ${three(page.firstLoadKb)} |`;
      }),
      '',
      '| target (the variant in the federated site\'s place) | measured | limit | without it | with it |',
      '|---|---|---|---|---|',
      ...result.targets.map((target) => `| ${target.name} | ${target.measured} | ${target.limit} | ${target.pass ? 'pass' : 'FAIL'} | ${target.metWithIt ? 'pass' : 'FAIL'} |`),
    );
  }
  return lines;
}

/** The variants on the console: one line per variant and page, then what each is needed for. */
export function printVariants(results: VariantResult[]): void {
  if (results.length === 0) return;
  console.table(
    results.flatMap((result) =>
      result.pages.map((page) => ({
        without: result.name,
        page: page.route,
        'score (without / fed / mono)': `${page.score.variant} / ${page.score.federated} / ${page.score.monolith}`,
        'LCP ms': page.lcpMs.variant,
        'LCP / fed': ratio(page.lcpMs.variant, page.lcpMs.federated),
        'LCP / mono': ratio(page.lcpMs.variant, page.lcpMs.monolith),
        'TBT ms': page.tbtMs.variant,
        'TBT / fed': ratio(page.tbtMs.variant, page.tbtMs.federated),
        'TBT / mono': ratio(page.tbtMs.variant, page.tbtMs.monolith),
      })),
    ),
  );
  for (const result of results) {
    const verdict = result.missedWithoutIt.length === 0 ? 'no target missed without it' : `missed without it: ${result.missedWithoutIt.join('; ')}`;
    console.log(`[bench] without ${result.name}: ${verdict}`);
  }
}
