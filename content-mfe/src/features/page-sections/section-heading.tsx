import { Heading, Stack, Text } from '@storefront/shared';
import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  align?: 'start' | 'center';
}

/** An h2 with an optional kicker and intro paragraph, the same on every content page. */
export function SectionHeading({ id, eyebrow, title, children, align = 'center' }: SectionHeadingProps) {
  return (
    <Stack gap={3} textAlign={align} align={align === 'center' ? 'center' : 'flex-start'} mb={{ base: 8, md: 10 }}>
      {eyebrow && (
        <Text textTransform="uppercase" letterSpacing="wider" fontWeight="semibold" fontSize="sm" color="brand.fg">
          {eyebrow}
        </Text>
      )}
      <Heading as="h2" id={id} fontSize={{ base: '2xl', md: '3xl' }}>
        {title}
      </Heading>
      {children && (
        <Text color="fg.muted" maxW="2xl" fontSize={{ base: 'md', md: 'lg' }}>
          {children}
        </Text>
      )}
    </Stack>
  );
}
