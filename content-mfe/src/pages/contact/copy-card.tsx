import { Box, Button, Card, Heading, Icon, Portal, Text } from '@storefront/shared';
import { Tooltip } from '@storefront/shared/widgets';
import { Copy, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useCopyFeedback } from '../../features/clipboard/use-copy-feedback';

export const COPIED_TEXT = 'Copied!';
export const COPY_HINT = 'Click to copy';
export const COPY_FAILED_TEXT = 'Could not copy. Please copy it manually.';

interface CopyCardProps {
  title: string;
  icon: LucideIcon;
  /** What is shown and copied. */
  value: string;
  /** A line under the value, such as the hours a phone is answered. */
  note?: ReactNode;
}

/** A contact card whose value copies to the clipboard, confirmed by 'Copied!' for 2 seconds. */
export function CopyCard({ title, icon, value, note }: CopyCardProps) {
  const { status, copy } = useCopyFeedback();
  return (
    <Card.Root variant="elevated" h="full">
      <Card.Body gap={3} alignItems="flex-start">
        <Box bg="brand.subtle" color="brand.fg" rounded="xl" p={3}>
          <Icon as={icon} boxSize={6} aria-hidden="true" />
        </Box>
        <Heading as="h3" size="lg">
          {title}
        </Heading>
        {/* The spec's tooltip wrapper opens at once (delay 0), unlike the site default of 700 ms. */}
        <Tooltip.Root openDelay={0} closeDelay={0} positioning={{ placement: 'top' }}>
          <Tooltip.Trigger asChild>
            <Button
              variant="outline"
              colorPalette="brand"
              aria-label={`Copy ${value}`}
              onClick={() => void copy(value)}
              maxW="full"
              whiteSpace="normal"
              wordBreak="break-all"
              h="auto"
              py={2}
              justifyContent="space-between"
              gap={3}
            >
              <span>{value}</span>
              <Copy aria-hidden="true" />
            </Button>
          </Tooltip.Trigger>
          <Portal>
            <Tooltip.Positioner>
              <Tooltip.Content>{COPY_HINT}</Tooltip.Content>
            </Tooltip.Positioner>
          </Portal>
        </Tooltip.Root>
        {note && <Text color="fg.muted">{note}</Text>}
        <Text role="status" minH="6" fontWeight="semibold" color={status === 'failed' ? 'red.600' : 'green.700'}>
          {status === 'copied' && COPIED_TEXT}
          {status === 'failed' && COPY_FAILED_TEXT}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
