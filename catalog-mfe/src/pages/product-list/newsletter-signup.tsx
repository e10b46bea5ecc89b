import { Box, Button, Field, Heading, Input, Stack, Text, useFormDraft } from '@storefront/shared';
import { useId, useState, type FormEvent } from 'react';

export const SUBSCRIBED = 'Thanks for subscribing!';
export const INVALID_EMAIL = 'Please enter a valid email address.';
export const NEWSLETTER_DRAFT_KEY = 'newsletter-signup-draft';
const EMPTY_DRAFT = { email: '' };

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/**
 * 'Stay Updated'. No newsletter service exists yet, so nothing is sent: the address is checked
 * and thanked locally, rather than the button doing nothing at all.
 */
export function NewsletterSignup() {
  const headingId = useId();
  const [error, setError] = useState<string | null>(null);
  const [subscribed, setSubscribed] = useState(false);
  const draft = useFormDraft(NEWSLETTER_DRAFT_KEY, EMPTY_DRAFT);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const valid = looksLikeEmail(draft.values.email.trim());
    setError(valid ? null : INVALID_EMAIL);
    setSubscribed(valid);
    if (valid) draft.forget();
  };

  return (
    <Box as="section" aria-labelledby={headingId} bg="brand.50" py={{ base: 10, md: 14 }} px={4}>
      <Stack maxW="xl" mx="auto" gap={4} textAlign="center">
        <Heading as="h2" id={headingId} size="xl">
          Stay Updated
        </Heading>
        <Text color="fg.muted">
          New products, installation offers and smart-home tips, now and then.
        </Text>
        <form noValidate onSubmit={submit}>
          <Stack
            direction={{ base: 'column', sm: 'row' }}
            gap={3}
            align={{ base: 'stretch', sm: 'end' }}
          >
            <Field.Root invalid={error !== null} flex="1" textAlign="start">
              <Field.Label>Email address</Field.Label>
              <Input
                name="email"
                type="email"
                autoComplete="email"
                placeholder="you@example.com"
                value={draft.values.email}
                onChange={(event) => draft.update({ email: event.target.value })}
                bg="bg"
              />
              <Field.ErrorText>{error}</Field.ErrorText>
            </Field.Root>
            <Button type="submit" colorPalette="brand">
              Subscribe
            </Button>
          </Stack>
        </form>
        <Text role="status" fontWeight="medium" color="green.700" minH="6">
          {subscribed ? SUBSCRIBED : ''}
        </Text>
      </Stack>
    </Box>
  );
}
