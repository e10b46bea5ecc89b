import { brotliCompressSync, constants } from 'node:zlib';
import type { DecodedSourceMap } from '@jridgewell/trace-mapping';
import { describe, expect, it, vi } from 'vitest';
import { beaconBytesIn, isBeaconSource, measureBeaconWeight } from './beacon-weight';

const SOURCES = ['webpack://shell/./src/app/site.tsx', 'webpack://shell/./src/vitals/landed-page.ts', 'webpack://shell/../node_modules/.pnpm/web-vitals@6.2.3/node_modules/web-vitals/dist/web-vitals.js'];
const app = 'function site(){return render(routes.map(function(route){return route.path}))}'.repeat(20);
const beacon = 'function landed(p,r){return r()<p?{remote:1,token:2}:void 0}'.repeat(20);
const library = 'function onLCP(cb){new PerformanceObserver(function(l){cb(l.getEntries())})}'.repeat(20);

/** One line: the app's code, then code of `second` (a source's index), each mapped to its source. */
function script(second: number, code: string): { code: string; map: DecodedSourceMap } {
  return {
    code: `${app}${code}`,
    map: { version: 3, file: 'main.js', names: [], sources: SOURCES, sourcesContent: [], mappings: [[[0, 0, 0, 0], [app.length, second, 0, 0]]] },
  };
}
const brotli = (code: string) => brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length;

describe("the beacon's weight", () => {
  it('is the shell’s vitals and report files and the web-vitals library, and nothing else', () => {
    expect(SOURCES.map(isBeaconSource)).toEqual([false, true, true]);
    expect(isBeaconSource('webpack://shell/src/runtime/release-report.ts')).toBe(true);
    expect(isBeaconSource('webpack://catalog_mfe/src/vitals/chart.ts')).toBe(false);
  });

  it('in a script is what its code adds to the script compressed, wherever the bundler put it', () => {
    const { code, map } = script(1, beacon);
    const { added, sources } = beaconBytesIn(code, map);
    expect(added).toBe(brotli(code) - brotli(app));
    expect(added).toBeGreaterThan(0);
    expect(sources).toEqual(['webpack://shell/src/vitals/landed-page.ts']);
    expect(beaconBytesIn(app, { ...map, mappings: [[[0, 0, 0, 0]]] })).toEqual({ added: 0, sources: [] });
  });

  it('counts what was requested before the page was interactive, and the library only if it came before', async () => {
    const main = script(1, beacon);
    const chunk = script(2, library);
    const files: Record<string, string> = {
      'http://site.test/main.js': main.code,
      'http://site.test/main.js.map': JSON.stringify(main.map),
      'http://site.test/page-vitals.js': chunk.code,
      'http://site.test/page-vitals.js.map': JSON.stringify(chunk.map),
    };
    vi.stubGlobal('fetch', async (url: string) => (url in files ? new Response(files[url]) : new Response('', { status: 404 })));
    const mainFirst = { url: 'http://site.test/main.js', sinceInteractiveMs: -800 };
    const late = await measureBeaconWeight([{ scripts: [mainFirst, { url: 'http://site.test/page-vitals.js', sinceInteractiveMs: 2 }] }]);
    expect(late).toEqual({ firstLoadBytes: beaconBytesIn(main.code, main.map).added, firstLoadSources: ['src/vitals/landed-page.ts'], webVitalsLate: { loads: 1, of: 1 } });
    const eager = await measureBeaconWeight([{ scripts: [mainFirst, { url: 'http://site.test/page-vitals.js', sinceInteractiveMs: -400 }] }]);
    expect(eager.firstLoadBytes).toBe(late.firstLoadBytes + beaconBytesIn(chunk.code, chunk.map).added);
    expect(eager.webVitalsLate).toEqual({ loads: 0, of: 1 });
    vi.unstubAllGlobals();
  });
});
