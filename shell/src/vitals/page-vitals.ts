import { onCLS, onINP, onLCP, onTTFB } from 'web-vitals';
import { sendReleaseReport } from '../runtime/release-report';
import { activeVersion, ranVersion } from '../runtime/remote-versions';
import type { LandedPage } from './landed-page';
import { createVitalsBatch } from './vitals-batch';

/**
 * Measures the landed page's LCP, INP, CLS and TTFB and sends them once, as the page is hidden
 * (switching tabs, leaving, closing: the last moment a page can be relied on to run). Every
 * change is taken as it happens, so that what happens after the visitor leaves the page is not.
 */
export function reportPageVitals(page: LandedPage): void {
  const batch = createVitalsBatch(page, {
    send: sendReleaseReport,
    onLandedPage: () => window.location.pathname === page.pathname,
    ranLandedVersion: () => ranVersion(page.remote) === page.version,
    token: () => {
      const active = activeVersion(page.remote);
      return active?.version === page.version && active.reportToken
        ? active.reportToken
        : page.token;
    },
  });
  for (const measure of [onLCP, onINP, onCLS, onTTFB])
    measure(batch.record, { reportAllChanges: true });
  // On the document: the library reports its last values on the window, before this runs.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') batch.flush();
  });
  // Where a browser leaves a page without saying it is hidden.
  window.addEventListener('pagehide', batch.flush);
}
