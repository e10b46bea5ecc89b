import { brotliCompressSync, constants } from 'node:zlib';
import type { SourceMapInput } from '@jridgewell/trace-mapping';
import { generatedRanges } from './generated-ranges';
import type { ColdLoad } from './page-load';
import { median } from './stats';

/**
 * The shell's release beacon and web-vitals reporting: its own files (the page view to report,
 * the component that starts measuring, the sender of every report) and the web-vitals library.
 */
const BEACON_SOURCES = [/^webpack:\/\/shell\/(\.\/)?src\/vitals\//, /^webpack:\/\/shell\/(\.\/)?src\/runtime\/release-report\.ts$/, /\/node_modules\/web-vitals\//];
export const isBeaconSource = (source: string) => BEACON_SOURCES.some((pattern) => pattern.test(source));

/** Brotli at the quality the site's static origins compress with (@fastify/compress's default). */
const compressedSize = (code: string) => brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length;

/** What the beacon's code adds to one script: its compressed size, less the same script without that code. */
export function beaconBytesIn(code: string, map: SourceMapInput): { added: number; sources: string[] } {
  const beacon = generatedRanges(code, map).filter((range) => range.source && isBeaconSource(range.source));
  if (beacon.length === 0) return { added: 0, sources: [] };
  let without = '';
  let from = 0;
  for (const range of beacon) {
    without += code.slice(from, range.start);
    from = range.end;
  }
  without += code.slice(from);
  return { added: compressedSize(code) - compressedSize(without), sources: [...new Set(beacon.map((range) => range.source!))] };
}

/**
 * The browser's page clock (the interactive mark) and its network clock (requests) differ by a few
 * milliseconds: a script requested within this of the mark was requested by the interactive page.
 */
const CLOCK_DIFFERENCE_MS = 5;

export interface BeaconWeight {
  /** Compressed bytes the beacon's code adds to the scripts the page requested before it was interactive: the median of its loads. */
  firstLoadBytes: number;
  /** Its files among them, in any load (short names). */
  firstLoadSources: string[];
  /** Loads in which the web-vitals library was requested only once the page was interactive, of all loads. */
  webVitalsLate: { loads: number; of: number };
}

const shortName = (source: string) => source.replace(/^webpack:\/\/[^/]+\/(\.\/)?/, '').replace(/^.*\/node_modules\//, '');

/** The beacon's share of each script, fetched once per URL with its source map. */
function beaconShares() {
  const shares = new Map<string, Promise<{ added: number; sources: string[] }>>();
  const read = async (url: string) => {
    const [script, map] = await Promise.all([fetch(url), fetch(`${url}.map`)]);
    if (!script.ok) throw new Error(`${url} could not be read: ${script.status}.`);
    // A script built without a map (the paint-first entry, a few hundred bytes) is none of the beacon's.
    if (!map.ok) return { added: 0, sources: [] };
    return beaconBytesIn(await script.text(), (await map.json()) as SourceMapInput);
  };
  return (url: string) => {
    if (!shares.has(url)) shares.set(url, read(url));
    return shares.get(url)!;
  };
}

/**
 * The beacon's weight in a page's loads, from their scripts and source maps: its code's compressed
 * share of every script requested before the page was interactive, wherever the bundler put it (a
 * static import of the library would show at once). The library's own chunk, requested by the
 * interactive page once the browser is idle, is outside that first load when it keeps to it.
 */
export async function measureBeaconWeight(loads: Array<Pick<ColdLoad, 'scripts'>>): Promise<BeaconWeight> {
  const share = beaconShares();
  const perLoad: number[] = [];
  const firstLoadSources = new Set<string>();
  let webVitalsLate = 0;
  for (const load of loads) {
    let bytes = 0;
    let libraryBefore = false;
    let libraryAfter = false;
    for (const script of load.scripts) {
      const { added, sources } = await share(script.url);
      const names = sources.map(shortName);
      const isLibrary = names.some((name) => name.startsWith('web-vitals/'));
      if (script.sinceInteractiveMs < -CLOCK_DIFFERENCE_MS) {
        bytes += added;
        for (const name of names) firstLoadSources.add(name);
        libraryBefore ||= isLibrary;
      } else libraryAfter ||= isLibrary;
    }
    perLoad.push(bytes);
    if (libraryAfter && !libraryBefore) webVitalsLate += 1;
  }
  return { firstLoadBytes: median(perLoad), firstLoadSources: [...firstLoadSources].sort(), webVitalsLate: { loads: webVitalsLate, of: loads.length } };
}
