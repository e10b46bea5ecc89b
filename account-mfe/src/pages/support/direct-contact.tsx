import { Card, Heading, HStack, Link, Stack, Text } from '@storefront/shared';
import { getRuntimeConfig } from '@storefront/shared';
import { Mail, Phone } from 'lucide-react';

/** A number as a `tel:` link wants it: digits and a leading '+'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Spec §2: the support e-mail and phone, for visitors who would rather write or call. */
export function DirectContact() {
  const { contactEmail, contactPhone } = getRuntimeConfig();
  return (
    <Card.Root as="aside" aria-labelledby="direct-contact-title" variant="subtle">
      <Card.Body gap={4}>
        <Heading as="h2" size="lg" id="direct-contact-title">
          Contact us directly
        </Heading>
        <Text color="fg.muted">Prefer to write or call? Reach our support team here.</Text>
        <Stack gap={3}>
          <HStack gap={3}>
            <Mail aria-hidden="true" />
            <Link
              href={`mailto:${contactEmail}`}
              color="brand.fg"
              fontWeight="medium"
              wordBreak="break-all"
            >
              {contactEmail}
            </Link>
          </HStack>
          <HStack gap={3}>
            <Phone aria-hidden="true" />
            <Link href={telHref(contactPhone)} color="brand.fg" fontWeight="medium">
              {contactPhone}
            </Link>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
