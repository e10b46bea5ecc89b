import { Badge, Button, Card, HStack, IconButton, Image, Text } from '@storefront/shared';
import { renderWithProviders } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { itGivesEachPartItsChakraStyles } from '../../test-support/style-declarations';
import { CardClasses, type CardPart } from './card-classes';

// The card draws plain elements with these classes: each must be exactly the class the Chakra
// component with the same props would have had, so the card looks as it did and follows the theme.
const chakraEquivalents: Array<[CardPart, ReactElement<{ 'data-testid': string }>]> = [
  ['root', <Card.Root key="root" variant="outline" h="full" overflow="hidden" data-testid="chakra" />],
  ['body', <Card.Root key="body"><Card.Body gap={2} p={4} data-testid="chakra" /></Card.Root>],
  ['title', <Card.Root key="title"><Card.Title as="h2" fontSize="md" lineHeight="short" data-testid="chakra" /></Card.Root>],
  ['footer', <Card.Root key="footer"><Card.Footer gap={2} p={4} pt={0} flexWrap="wrap" data-testid="chakra" /></Card.Root>],
  ['category', <Badge key="category" alignSelf="start" colorPalette="brand" variant="subtle" data-testid="chakra" />],
  ['outOfStock', <Badge key="out" colorPalette="red" variant="solid" position="absolute" top={3} left={3} data-testid="chakra" />],
  ['lowStock', <Badge key="low" colorPalette="orange" variant="solid" position="absolute" top={3} left={3} data-testid="chakra" />],
  ['details', <Button key="details" variant="outline" size="sm" flex="1 0 auto" data-testid="chakra" />],
  ['addToCart', <Button key="add" colorPalette="brand" size="sm" flex="1 0 auto" data-testid="chakra" />],
  [
    'wishlist',
    <IconButton
      key="wishlist"
      aria-label="heart"
      variant="outline"
      size="sm"
      bg="bg"
      rounded="full"
      color="fg.muted"
      _pressed={{ color: 'red.600' }}
      position="absolute"
      top={2}
      right={2}
      data-testid="chakra"
    />,
  ],
  ['image', <Image key="image" aspectRatio="1" objectFit="cover" bg="gray.50" w="full" h="auto" data-testid="chakra" />],
  ['description', <Text key="description" color="fg.muted" fontSize="sm" lineClamp={3} data-testid="chakra" />],
  ['price', <Text key="price" fontWeight="bold" fontSize="lg" color="fg" data-testid="chakra" />],
  ['originalPrice', <Text key="original" as="s" color="fg.muted" fontSize="sm" data-testid="chakra" />],
];

describe('CardClasses', () => {
  itGivesEachPartItsChakraStyles(CardClasses, chakraEquivalents);

  it('lays the prices out as an HStack would, baseline-aligned and wrapping', () => {
    renderWithProviders(
      <>
        <HStack gap={2} alignItems="baseline" wrap="wrap" data-testid="chakra" />
        <CardClasses>{(classNames) => <div data-testid="card" className={classNames.prices} />}</CardClasses>
      </>,
    );
    const style = getComputedStyle(screen.getByTestId('card'));
    const chakraStyle = getComputedStyle(screen.getByTestId('chakra'));
    for (const property of ['display', 'flex-direction', 'align-items', 'flex-wrap', 'gap']) {
      expect(style.getPropertyValue(property), property).toBe(chakraStyle.getPropertyValue(property));
    }
  });
});
