import type { LighthouseResult } from './lighthouse-run';
import type { ColdLoad } from './page-load';
import type { Target } from './report';
import { kb, round } from './stats';

/** A site's medians of one page, within one run of the bench. */
export interface PageMedians {
  /** The routes measured (`home`, `listing`, …). */
  routes: readonly string[];
  load: (site: string, route: string, pick: (load: ColdLoad) => number) => number;
  lighthouse: (site: string, route: string, pick: (result: LighthouseResult) => number) => number;
}

/** The pages Lighthouse's targets are checked on (the cart's content comes from the browser). */
export const LIGHTHOUSE_TARGET_ROUTES = ['home', 'listing', 'detail'] as const;

/**
 * The targets of a server-rendered federated site's page loads, for `site` (the federated site,
 * or a variant of its shell in its place), against the monolith and the client-rendered site of
 * the same run. Targets of a page the run did not measure are left out.
 */
export function pageLoadTargets(medians: PageMedians, site: string): { firstLoad: Target[]; lighthouse: Target[]; cls: Target[] } {
  const { load: m, lighthouse: l, routes } = medians;
  const firstLoad: Target[] = [];
  if (routes.includes('home')) {
    const homeJs = kb(m(site, 'home', (load) => load.jsBytes));
    const jsRatio = m(site, 'home', (load) => load.jsBytes) / m('monolith', 'home', (load) => load.jsBytes);
    const lcpRatio = m(site, 'home', (load) => load.lcpMs) / m('monolith', 'home', (load) => load.lcpMs);
    firstLoad.push(
      { name: 'home first-load JS', measured: `${homeJs} KB`, limit: '≤ 200 KB', pass: homeJs <= 200 },
      { name: 'home first-load JS federated / monolith', measured: String(round(jsRatio, 2)), limit: '≤ 1.10', pass: jsRatio <= 1.1 },
      { name: 'home LCP federated / monolith', measured: String(round(lcpRatio, 2)), limit: '≤ 1.15', pass: lcpRatio <= 1.15 },
    );
  }
  const lighthouseRoutes = LIGHTHOUSE_TARGET_ROUTES.filter((route) => routes.includes(route));
  /** Issue 19's comparisons for one route, within this run: Lighthouse's medians. */
  const serverRenderingTargets = (route: string): Target[] => {
    const lcp = (of: string) => l(of, route, (result) => result.lcpMs);
    const tbt = (of: string) => l(of, route, (result) => result.tbtMs);
    const score = (of: string) => l(of, route, (result) => result.score);
    const toClient = lcp(site) / lcp('clientRendered');
    const toMonolith = lcp(site) / lcp('monolith');
    return [
      { name: `${route}: Lighthouse LCP, server-rendered / client-rendered federated`, measured: `${round(toClient, 2)} (${round(lcp(site))} / ${round(lcp('clientRendered'))} ms)`, limit: '≤ 0.6', pass: toClient <= 0.6 },
      { name: `${route}: Lighthouse LCP, federated / monolith, both server-rendered`, measured: `${round(toMonolith, 2)} (${round(lcp(site))} / ${round(lcp('monolith'))} ms)`, limit: '≤ 1.10', pass: toMonolith <= 1.1 },
      { name: `${route}: Lighthouse score, federated vs monolith`, measured: `${score(site)} vs ${score('monolith')}`, limit: '≥ monolith − 3', pass: score(site) >= score('monolith') - 3 },
      { name: `${route}: Lighthouse TBT, server-rendered vs client-rendered`, measured: `${round(tbt(site))} vs ${round(tbt('clientRendered'))} ms`, limit: 'no worse', pass: tbt(site) <= tbt('clientRendered') },
    ];
  };
  const lighthouse: Target[] = [
    ...lighthouseRoutes.map((route) => {
      const score = l(site, route, (result) => result.score);
      return { name: `Lighthouse mobile, ${route}`, measured: String(score), limit: '≥ 90', pass: score >= 90 };
    }),
    ...lighthouseRoutes.flatMap((route) => serverRenderingTargets(route)),
  ];
  const worstCls = Math.max(...routes.flatMap((route) => [m(site, route, (load) => load.cls), l(site, route, (result) => result.cls)]));
  const cls: Target[] = [{ name: 'CLS, worst route', measured: String(round(worstCls, 3)), limit: '≤ 0.05', pass: worstCls <= 0.05 }];
  return { firstLoad, lighthouse, cls };
}
