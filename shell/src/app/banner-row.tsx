import { Button, Flex, Text } from '@storefront/shared';
import type { ReactNode } from 'react';

/** One line of the release banner: what this browser runs instead of the live site, or why not, and the way out. */
export function BannerRow({ label, action, onAction, children }: { label: string; action: string; onAction: () => void; children: ReactNode }) {
  return (
    <Flex as="section" aria-label={label} bg="orange.100" color="gray.900" px="4" py="2" gap="4" align="center" justify="center" wrap="wrap">
      <Text fontSize="sm">{children}</Text>
      <Button size="xs" variant="outline" colorPalette="gray" onClick={onAction}>
        {action}
      </Button>
    </Flex>
  );
}
