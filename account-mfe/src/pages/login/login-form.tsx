import { Alert, Button, Input, Link as ChakraLink, Stack, Text } from '@storefront/shared';
import { authMutations, paths, useFormDraft, useStorefront, type Credentials } from '@storefront/shared';
import { useMutation } from '@storefront/shared/query';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from '@storefront/shared/router';
import { FormField } from '../../features/forms/form-field';
import { useFocusFirstInvalid } from '../../features/forms/use-focus-first-invalid';
import { loginErrorMessage } from './login-error-message';
import { PasswordInput } from './password-input';
import { redirectAfterLogin } from './redirect-after-login';

export const EMAIL_REQUIRED = 'Please enter your e-mail address.';
export const PASSWORD_REQUIRED = 'Please enter your password.';
export const SIGN_UP_NOTE = 'Accounts are created by our team — contact us.';
/** Only the e-mail is kept as a draft: the password stays in this page alone. */
export const LOGIN_DRAFT_KEY = 'login-draft';
const EMPTY_DRAFT = { email: '' };

interface CredentialErrors {
  email?: string;
  password?: string;
}

/** Spec §5: both fields are required, and nothing else is checked before the server. */
function checkCredentials({ email, password }: Credentials): CredentialErrors {
  return {
    ...(email.trim() === '' && { email: EMAIL_REQUIRED }),
    ...(password === '' && { password: PASSWORD_REQUIRED }),
  };
}

export function LoginForm({ autoFocus = false }: { autoFocus?: boolean }) {
  const draft = useFormDraft(LOGIN_DRAFT_KEY, EMPTY_DRAFT);
  const { email } = draft.values;
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<CredentialErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // The button disables on the next render; this closes the gap for a second Enter or click.
  const sending = useRef(false);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const signIn = useStorefront((state) => state.login);
  const navigate = useNavigate();
  const location = useLocation();

  const loginMutation = useMutation({
    ...authMutations.login(),
    // The session itself arrives as an HttpOnly cookie; the token in the answer is for API clients
    // and is left alone here.
    onSuccess: ({ user }) => {
      draft.clear();
      signIn(user);
      navigate(redirectAfterLogin(location.state), { replace: true });
    },
    onError: () => {
      // The e-mail stays for another try; the password never lingers in the page.
      setPassword('');
      passwordRef.current?.focus();
    },
    onSettled: () => {
      sending.current = false;
    },
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Handled here, never by the browser, so the password cannot end up in a URL.
    event.preventDefault();
    if (sending.current) return;
    const credentials = { email: email.trim(), password };
    const found = checkCredentials(credentials);
    setErrors(found);
    if (found.email || found.password) {
      focusFirstInvalid();
      return;
    }
    sending.current = true;
    loginMutation.mutate(credentials);
  };

  return (
    <form ref={formRef} method="post" noValidate onSubmit={handleSubmit} aria-label="Login">
      <Stack gap={5}>
        {loginMutation.isError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description>{loginErrorMessage(loginMutation.error)}</Alert.Description>
          </Alert.Root>
        )}
        <FormField id="login-email" label="Email" error={errors.email} required>
          {(describedBy) => (
            <Input
              type="email"
              name="email"
              autoComplete="email"
              autoFocus={autoFocus}
              value={email}
              onChange={(event) => draft.update({ email: event.target.value })}
              aria-describedby={describedBy}
            />
          )}
        </FormField>
        <FormField id="login-password" label="Password" error={errors.password} required>
          {(describedBy) => (
            <PasswordInput
              ref={passwordRef}
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-describedby={describedBy}
            />
          )}
        </FormField>
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          loading={loginMutation.isPending}
          loadingText="Logging in..."
        >
          Login
        </Button>
        <Stack gap={1} textAlign="center" fontSize="sm">
          <Text>
            Don&apos;t have an account?{' '}
            <ChakraLink asChild color="brand.fg" fontWeight="semibold">
              <Link to={paths.contact()} aria-describedby="sign-up-note">
                Sign Up
              </Link>
            </ChakraLink>
          </Text>
          <Text id="sign-up-note" color="fg.muted">
            {SIGN_UP_NOTE}
          </Text>
        </Stack>
      </Stack>
    </form>
  );
}
