import { useHydrated } from '@storefront/shared';
import type { RemoteModule } from '@storefront/shared/federation';
import { useQueryClient } from '@storefront/shared/query';
import { useLocation } from '@storefront/shared/router';
import { createElement, Suspense, use, useContext, useEffect, useState, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { reportFailure, retryPage, usePageRecovery, useReloadIntoNewVersion } from '../recovery/page-recovery';
import { prefetchCatalogueWhenIdle } from '../runtime/prefetch-catalogue';
import { preloadRemotesWhenIdle } from '../runtime/preload-remotes';
import { openingDataOnItsWay } from '../runtime/prefetch-route-data';
import { briefWait, loadRemotePage, RemoteLoadError, remotePageSettled } from './load-remote-page';
import { PageSkeleton } from './page-skeleton';
import { RenderedPageContext, sameTarget, type RenderedPage } from './rendered-page';
import { RemoteUnavailable } from './remote-unavailable';
import { siteShown } from './site-shown';

/** The page's module when it was loaded before the first render (the page the server rendered). */
function preloadedModule(rendered: RenderedPage | undefined, target: RemoteModule, attempt: number) {
  return attempt === 0 && rendered?.module && sameTarget(rendered.target, target) ? rendered.module : undefined;
}

function LoadedPage({ target, attempt }: { target: RemoteModule; attempt: number }) {
  // The page the server rendered is already here: rendering it at once is what hydration needs.
  const ready = preloadedModule(useContext(RenderedPageContext), target, attempt);
  const page = ready ?? use(loadRemotePage(target, attempt));
  const queryClient = useQueryClient();
  // Only once the visitor's page is on screen (the code a few seconds later): prefetching
  // earlier would compete with it.
  useEffect(() => {
    prefetchCatalogueWhenIdle(queryClient);
    preloadRemotesWhenIdle();
  }, [queryClient]);
  return createElement(page.default);
}

/**
 * The page area the server left to the browser (a skeleton in its HTML): the skeleton until
 * hydration is over, then the page. Only this wrapper renders again when hydration ends (in the
 * transition of the site's HydrationSwitch): the page it wraps is the same element.
 */
function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : <PageSkeleton />;
}

/**
 * The page area of one route: a skeleton while the remote loads, the remote's page once it has,
 * and, when it cannot be shown, what its recovery decided (src/recovery): a skeleton while the
 * tab reloads on another version, or a message with Retry. Header, footer and the other routes
 * stay as they are.
 */
export function RemotePage({ target }: { target: RemoteModule }) {
  const { status, attempt } = usePageRecovery(target);
  const reloading = useReloadIntoNewVersion(target);
  const rendered = useContext(RenderedPageContext);
  const location = useLocation();
  const queryClient = useQueryClient();
  // The route change that opened this page; later ones (another category, say) update it in place.
  const [openedBy] = useState(location.key);
  const preloaded = preloadedModule(rendered, target, attempt);
  if (reloading || status === 'reloading') return <PageSkeleton />;
  if (status === 'unavailable') return <RemoteUnavailable onRetry={() => retryPage(target)} />;
  // A route change (a transition, with no Suspense boundary above this one) keeps the previous
  // page on screen while this one's code and opening data arrive, for at most BRIEF_WAIT_MS: a
  // warm site then goes from page to page without a skeleton in between, and the page renders
  // once, with its data, instead of rendering again when the answer lands mid-render. So does a
  // change within the page (another category) whose request is on its way: the page renders once
  // with the answer, not first the previous answer dimmed, then again, in a long render that
  // cannot yield, when it lands. Not on the site's first render, which would hold back the header
  // too, nor when hydrating the server's page; not for a Retry, which is not a transition.
  if (attempt === 0 && siteShown() && !(preloaded && location.key === openedBy)) {
    const wait = briefWait(`${location.key} ${target.remote}/${target.module}`, () => {
      const data = openingDataOnItsWay(queryClient, location);
      return [...(preloaded || remotePageSettled(target, attempt) ? [] : [loadRemotePage(target, attempt)]), ...(data ? [data] : [])];
    });
    if (wait) use(wait);
  }
  const loaded = <LoadedPage key={attempt} target={target} attempt={attempt} />;
  // A page whose module is already loaded cannot suspend: no boundary, on the server as in the
  // browser. Hydration leaves a Suspense boundary for a later, lowest-priority pass, so the page
  // would respond after the header (and a click made in between be lost when its widgets mount).
  const page = (
    <ErrorBoundary
      onError={(error) => reportFailure(target, error instanceof RemoteLoadError ? 'load' : 'render')}
      fallback={<PageSkeleton />}
    >
      {preloaded ? loaded : <Suspense fallback={<PageSkeleton />}>{loaded}</Suspense>}
    </ErrorBoundary>
  );
  const leftToBrowser = rendered && !rendered.module && sameTarget(rendered.target, target);
  return leftToBrowser ? <AfterHydration>{page}</AfterHydration> : page;
}
