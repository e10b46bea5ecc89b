import { Box, Container, SkipNavContent, SkipNavLink } from '@storefront/shared';
import { useRoutes } from '@storefront/shared/router';
import { useEffect } from 'react';
import type { SessionView } from '../console-api';
import { pagePaths } from '../paths';
import { useSession } from './features/session/api/session-query';
import { SignInForm } from './features/session/components/sign-in-form';
import { SignedInBar } from './features/session/components/signed-in-bar';
import { OverviewPage } from './pages/overview/overview-page';
import { RemotePage } from './pages/remote/remote-page';
import { LoadError, Loading } from './ui/query-state';

function SignedIn({ session }: { session: SessionView }) {
  const page = useRoutes([
    { path: pagePaths.overview(), element: <OverviewPage session={session} /> },
    { path: pagePaths.remote(':remote'), element: <RemotePage session={session} /> },
  ]);
  return (
    <>
      <SkipNavLink>Skip to content</SkipNavLink>
      <SignedInBar session={session} />
      <Container asChild maxW="6xl" py={8}>
        <main>
          <SkipNavContent />
          {page}
        </main>
      </Container>
    </>
  );
}

/** The console: signing in first, then its pages under the signed-in bar. */
export function ConsoleApp() {
  const session = useSession();
  // Rendered by the browser alone, the page responds from its first render: the journeys wait
  // for this mark before they act, as on the site's pages.
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  if (session.isPending) {
    return (
      <Box p={8}>
        <Loading what="your session" />
      </Box>
    );
  }
  if (session.isError) {
    return (
      <Box p={8}>
        <LoadError what="your session" error={session.error} onRetry={() => void session.refetch()} />
      </Box>
    );
  }
  return session.data ? <SignedIn session={session.data} /> : <SignInForm />;
}
