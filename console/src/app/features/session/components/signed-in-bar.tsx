import type { SessionView } from '../../../../console-api';
import { Box, Button, Container, HStack, Link, Text } from '@storefront/shared';
import { Link as RouterLink } from '@storefront/shared/router';
import { pagePaths } from '../../../../paths';
import { useSignOut } from '../api/sign-out';

/** Whose console this is, with which token, and the way out. */
export function SignedInBar({ session }: { session: SessionView }) {
  const signOut = useSignOut();
  const scope = session.token.role === 'release-manager' ? 'release manager: every remote' : `team token: ${session.token.remote}`;
  return (
    <Box asChild borderBottomWidth="1px" bg="bg.subtle">
      <header>
        <Container maxW="6xl" py={3}>
          <HStack justify="space-between" gap={4} wrap="wrap">
            <Link asChild fontWeight="bold" fontSize="lg">
              <RouterLink to={pagePaths.overview()}>Release console</RouterLink>
            </Link>
            <HStack gap={3} wrap="wrap">
              <Text fontSize="sm">
                Signed in as <strong>{session.person}</strong> via {session.token.label} ({scope})
              </Text>
              <Button size="sm" variant="outline" onClick={() => signOut.mutate()} loading={signOut.isPending}>
                Sign out
              </Button>
            </HStack>
          </HStack>
        </Container>
      </header>
    </Box>
  );
}
