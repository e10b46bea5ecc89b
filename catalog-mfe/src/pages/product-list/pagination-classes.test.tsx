import { Button, Text } from '@storefront/shared';
import type { ReactElement } from 'react';
import { describe } from 'vitest';
import { itGivesEachPartItsChakraStyles } from '../../test-support/style-declarations';
import { PaginationClasses, type PaginationPart } from './pagination-classes';

// Each part's class must be exactly the one the Chakra component with the same props would have had.
const chakraEquivalents: Array<[PaginationPart, ReactElement<{ 'data-testid': string }>]> = [
  ['step', <Button key="step" size="sm" variant="outline" data-testid="chakra" />],
  ['current', <Button key="current" size="sm" minW="9" colorPalette="brand" variant="solid" data-testid="chakra" />],
  ['other', <Button key="other" size="sm" minW="9" colorPalette="brand" variant="ghost" data-testid="chakra" />],
  ['gap', <Text key="gap" as="span" px={1} color="fg.muted" data-testid="chakra" />],
];

describe('PaginationClasses', () => {
  itGivesEachPartItsChakraStyles(PaginationClasses, chakraEquivalents);
});
