import { Alert, Button, Card, Container, Field, Heading, Input, Stack, Text } from '@storefront/shared';
import { useState, type FormEvent } from 'react';
import { useSignIn } from '../api/sign-in';

export const TOKEN_REQUIRED = 'Paste your release token.';

/**
 * Signing in with a release token (`pnpm release token create`). The token is sent once and
 * exchanged for a session cookie no script can read; this form forgets it at once.
 */
export function SignInForm() {
  const [token, setToken] = useState('');
  const [name, setName] = useState('');
  const [missing, setMissing] = useState(false);
  const signIn = useSignIn();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (token.trim() === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    signIn.mutate({ token: token.trim(), name: name.trim() }, { onSettled: () => setToken('') });
  };

  return (
    <Container maxW="md" py={{ base: 10, md: 16 }}>
      <Card.Root variant="elevated">
        <Card.Body gap={6}>
          <Stack gap={2}>
            <Heading as="h1" size="2xl">
              Release console
            </Heading>
            <Text color="fg.muted">Sign in with a release token. What you may do here is what the token may do.</Text>
          </Stack>
          <form onSubmit={submit} noValidate aria-label="Sign in">
            <Stack gap={5}>
              {signIn.isError && (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Description>{signIn.error.message}</Alert.Description>
                </Alert.Root>
              )}
              <Field.Root invalid={missing} required>
                <Field.Label>
                  Release token
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input type="password" name="token" autoComplete="off" spellCheck={false} value={token} onChange={(event) => setToken(event.target.value)} />
                <Field.ErrorText>{TOKEN_REQUIRED}</Field.ErrorText>
              </Field.Root>
              <Field.Root>
                <Field.Label>Your name</Field.Label>
                <Input name="name" autoComplete="name" maxLength={100} value={name} onChange={(event) => setName(event.target.value)} />
                <Field.HelperText>History names you with the token: “name via token”.</Field.HelperText>
              </Field.Root>
              <Button type="submit" colorPalette="brand" loading={signIn.isPending} loadingText="Signing in…">
                Sign in
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
