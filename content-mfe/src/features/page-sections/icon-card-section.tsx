import { Box, Container } from '@storefront/shared';
import type { ReactNode } from 'react';
import type { IconCardItem } from './icon-card';
import { IconCardGrid, type IconCardGridProps } from './icon-card-grid';
import { SectionHeading } from './section-heading';

interface IconCardSectionProps<Item extends IconCardItem> extends IconCardGridProps<Item> {
  /** The h2's id, which also names the section. */
  id: string;
  eyebrow?: string;
  title: string;
  /** On the subtle background band rather than the page's. */
  tinted?: boolean;
  /** A call to action centred under the grid. */
  action?: ReactNode;
}

/** A content-page section: a SectionHeading over a grid of icon cards. */
export function IconCardSection<Item extends IconCardItem>({
  id,
  eyebrow,
  title,
  tinted,
  action,
  ...grid
}: IconCardSectionProps<Item>) {
  return (
    <Box as="section" aria-labelledby={id} bg={tinted ? 'bg.subtle' : undefined} py={{ base: 14, md: 20 }}>
      <Container maxW="7xl">
        <SectionHeading id={id} eyebrow={eyebrow} title={title} />
        <IconCardGrid {...grid} />
        {action && (
          <Box textAlign="center" mt={12}>
            {action}
          </Box>
        )}
      </Container>
    </Box>
  );
}
