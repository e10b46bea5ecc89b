import { useHydrated } from '@storefront/shared';
import { useEffect } from 'react';
import { whenIdle } from '../start/when-idle';
import type { LandedPage } from './landed-page';

/**
 * Starts measuring the landed page's vitals once React has taken the page over and the browser is
 * idle: the measuring code (the web-vitals library, a chunk of its own) is then no part of what
 * the page needs to show and respond, and does not compete with it. It reads what the browser
 * recorded before it arrived. Renders nothing.
 */
export function MeasureVitals({ page }: { page: LandedPage | undefined }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated || !page) return;
    whenIdle(() => {
      import(/* webpackChunkName: "page-vitals" */ './page-vitals').then(
        ({ reportPageVitals }) => reportPageVitals(page),
        () => undefined, // no report is worth an error: the page view is simply not measured
      );
    });
  }, [hydrated, page]);
  return null;
}
