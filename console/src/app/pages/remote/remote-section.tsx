import { Box, Heading, Stack } from '@storefront/shared';
import type { ReactNode } from 'react';

/** A titled part of a remote's page, reachable by its heading. */
export function RemoteSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box asChild>
      <section aria-labelledby={id}>
        <Stack gap={3}>
          <Heading as="h2" size="lg" id={id}>
            {title}
          </Heading>
          {children}
        </Stack>
      </section>
    </Box>
  );
}
