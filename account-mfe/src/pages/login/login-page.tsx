import { Card, Container, Heading, Stack, Text } from '@storefront/shared';
import { PageMeta, paths, useStorefront } from '@storefront/shared';
import { useState } from 'react';
import { LoginForm } from './login-form';
import { SignedInNotice } from './signed-in-notice';

export function LoginPage() {
  const user = useStorefront((state) => state.userData);
  // After Logout on this page, focus goes to the form that replaces the notice, not to nowhere.
  const [loggedOutHere, setLoggedOutHere] = useState(false);
  const signedIn = user !== null;

  return (
    <Container maxW="md" py={{ base: 10, md: 16 }}>
      <PageMeta title="Login" description="Log in to your account." path={paths.login()} />
      <Card.Root variant="elevated">
        <Card.Body gap={6} p={{ base: 6, md: 8 }}>
          <Stack gap={2} textAlign="center">
            <Heading as="h1" size="2xl">
              Welcome Back
            </Heading>
            {!signedIn && <Text color="fg.muted">Log in to your account.</Text>}
          </Stack>
          {signedIn && user ? (
            <SignedInNotice name={user.name} onLogout={() => setLoggedOutHere(true)} />
          ) : (
            <LoginForm autoFocus={loggedOutHere} />
          )}
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
