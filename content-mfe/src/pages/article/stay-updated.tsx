import { Button, Field, Heading, Input, Stack, Text } from '@storefront/shared';
import { getRuntimeConfig, useFormDraft } from '@storefront/shared';
import { useState, type FormEvent } from 'react';

export const SUBSCRIPTION_DRAFT_KEY = 'article-subscription-draft';
const EMPTY_DRAFT = { email: '' };

export const SUBSCRIBE_REQUESTED_TEXT = 'Your e-mail app should now open with the subscription request ready to send.';

/** The spec's Subscribe does nothing; here it drafts a subscription e-mail to the company. */
export function subscriptionMailto(companyEmail: string, subscriberEmail: string): string {
  const subject = encodeURIComponent('Newsletter subscription');
  const body = encodeURIComponent(`Please add ${subscriberEmail} to your newsletter.`);
  return `mailto:${companyEmail}?subject=${subject}&body=${body}`;
}

export function StayUpdated() {
  const draft = useFormDraft(SUBSCRIPTION_DRAFT_KEY, EMPTY_DRAFT);
  const { email } = draft.values;
  const [requested, setRequested] = useState(false);

  const subscribe = (event: FormEvent) => {
    event.preventDefault();
    const { contactEmail } = getRuntimeConfig();
    window.open(subscriptionMailto(contactEmail, email.trim()), '_self');
    setRequested(true);
    draft.forget();
  };

  return (
    <Stack as="form" onSubmit={subscribe} gap={3} bg="brand.subtle" rounded="xl" p={5} aria-labelledby="stay-updated">
      <Heading as="h2" size="md" id="stay-updated">
        Stay Updated
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        New guides and product news in your inbox, once a month.
      </Text>
      <Field.Root required>
        <Field.Label>Email address</Field.Label>
        <Input type="email" name="email" autoComplete="email" bg="bg" value={email} onChange={(event) => draft.update({ email: event.target.value })} />
      </Field.Root>
      <Button type="submit" colorPalette="brand">
        Subscribe
      </Button>
      <Text role="status" fontSize="sm">
        {requested ? SUBSCRIBE_REQUESTED_TEXT : ''}
      </Text>
    </Stack>
  );
}
