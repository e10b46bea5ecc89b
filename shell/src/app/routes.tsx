import { PageNotFound, paths } from '@storefront/shared';
import { routedPages } from '@storefront/shared/federation';
import type { RouteObject } from '@storefront/shared/router';
import { TestPage } from '../pages/test-page';
import { RemotePage } from '../remotes/remote-page';
import { SiteLayout } from './site-layout';

/** The route table of spec §2: the remotes' pages (from the federation contract), the shell's test page and the 404 page. */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      ...routedPages.map(({ path, remote, module }) => ({
        path,
        // The key gives each page its own error and loading state.
        element: <RemotePage key={`${remote}/${module}`} target={{ remote, module }} />,
      })),
      { path: paths.test(), element: <TestPage /> },
      { path: '*', element: <PageNotFound /> },
    ],
  },
];
