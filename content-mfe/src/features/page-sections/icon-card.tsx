import { Box, Card, Circle, Heading, Icon, Stack, Text } from '@storefront/shared';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface IconCardItem {
  title: string;
  text: string;
  icon: LucideIcon;
}

/**
 * - `cards`: elevated cards, the icon above the title.
 * - `list`: list items, the icon beside the title and text.
 * - `steps`: numbered list items, each icon in a circle that carries its number.
 */
export type IconCardVariant = 'cards' | 'list' | 'steps';

interface IconCardProps {
  item: IconCardItem;
  variant: IconCardVariant;
  /** `cards`: centred text under a round medallion. */
  centered?: boolean;
  /** `list`: a bordered item, its icon on a soft tile rather than a solid one. */
  outlined?: boolean;
  /** `steps`: the number shown on the icon. */
  step?: number;
  /** In a card's footer, or under the text of a list item or step. */
  action?: ReactNode;
}

// A framed item (card or bordered) keeps its icon on a soft tile; an unframed one needs the solid tile's weight.
const tiles = {
  soft: { bg: 'brand.subtle', color: 'brand.fg', rounded: 'xl', p: 3, iconSize: 7 },
  medallion: { bg: 'brand.subtle', color: 'brand.fg', rounded: 'full', p: 4, iconSize: 8 },
  softSmall: { bg: 'brand.subtle', color: 'brand.fg', rounded: 'lg', p: 3, iconSize: 6 },
  solidSmall: { bg: 'brand.600', color: 'white', rounded: 'lg', p: 3, iconSize: 6 },
} as const;

function IconTile({ icon, tile }: { icon: LucideIcon; tile: keyof typeof tiles }) {
  const { iconSize, ...look } = tiles[tile];
  return (
    <Box {...look} w="fit-content" h="fit-content" flexShrink={0}>
      <Icon as={icon} boxSize={iconSize} aria-hidden="true" />
    </Box>
  );
}

function TitleAndText({ item, size }: { item: IconCardItem; size: 'md' | 'lg' }) {
  return (
    <>
      <Heading as="h3" size={size}>
        {item.title}
      </Heading>
      <Text color="fg.muted">{item.text}</Text>
    </>
  );
}

/** One item of an IconCardGrid; `list` and `steps` items are `li`s, so the grid must be a list. */
export function IconCard({ item, variant, centered, outlined, step, action }: IconCardProps) {
  if (variant === 'list') {
    const frame = outlined ? { borderWidth: '1px', rounded: 'xl', p: 5 } : {};
    return (
      <Stack as="li" direction="row" gap={4} align="flex-start" {...frame}>
        <IconTile icon={item.icon} tile={outlined ? 'softSmall' : 'solidSmall'} />
        <Stack gap={1}>
          <TitleAndText item={item} size="md" />
          {action}
        </Stack>
      </Stack>
    );
  }
  if (variant === 'steps') {
    return (
      <Stack as="li" gap={3} align={{ base: 'flex-start', lg: 'center' }} textAlign={{ base: 'start', lg: 'center' }}>
        <Circle size="14" bg="brand.600" color="white" position="relative">
          <Icon as={item.icon} boxSize={6} aria-hidden="true" />
          <Circle size="6" bg="white" color="brand.fg" fontSize="xs" fontWeight="bold" position="absolute" top="-1" right="-1" borderWidth="1px">
            {step}
          </Circle>
        </Circle>
        <TitleAndText item={item} size="md" />
        {action}
      </Stack>
    );
  }
  return (
    <Card.Root variant="elevated" textAlign={centered ? 'center' : undefined}>
      <Card.Body gap={4} alignItems={centered ? 'center' : undefined}>
        <IconTile icon={item.icon} tile={centered ? 'medallion' : 'soft'} />
        <TitleAndText item={item} size="lg" />
      </Card.Body>
      {action && <Card.Footer>{action}</Card.Footer>}
    </Card.Root>
  );
}
