import { Box, Stack, Text } from '@storefront/shared';
import type { ReactNode } from 'react';

/** A chart under its caption, with its figures as a table one keypress away: the same pattern for every chart. */
export function ChartFigure({ titleId, caption, table, children }: { titleId: string; caption: ReactNode; table: ReactNode; children: ReactNode }) {
  return (
    <Box asChild>
      <figure aria-labelledby={titleId}>
        <Stack gap={3}>
          <Text asChild fontWeight="semibold">
            <figcaption id={titleId}>{caption}</figcaption>
          </Text>
          {children}
          <Box asChild>
            <details>
              <Box asChild cursor="pointer" fontSize="sm" fontWeight="medium" py={1}>
                <summary>The chart&apos;s figures as a table</summary>
              </Box>
              {table}
            </details>
          </Box>
        </Stack>
      </figure>
    </Box>
  );
}
