import { Box, HStack, Stack, Text } from '@storefront/shared';
import type { ReactElement } from 'react';
import { describe } from 'vitest';
import { itGivesEachPartItsChakraStyles } from '../../test-support/style-declarations';
import { FacetClasses, type FacetPart } from './facet-classes';

// The form draws plain elements with these classes: each must be exactly the class the Chakra
// component with the same props would have had, so the facets look as they did and follow the theme.
const chakraEquivalents: Array<[FacetPart, ReactElement<{ 'data-testid': string }>]> = [
  ['groups', <Stack key="groups" gap={6} data-testid="chakra" />],
  ['group', <Box key="group" as="fieldset" borderWidth="0" p={0} m={0} data-testid="chakra" />],
  ['legend', <Text key="legend" as="legend" fontWeight="semibold" mb={2} data-testid="chakra" />],
  [
    'choice',
    <HStack
      key="choice"
      as="label"
      gap={2}
      py={1}
      cursor="pointer"
      fontSize="sm"
      css={{ '& input': { accentColor: 'brand.600', width: '1rem', height: '1rem' } }}
      data-testid="chakra"
    />,
  ],
  ['label', <Text key="label" as="span" flex="1" data-testid="chakra" />],
  ['count', <Text key="count" as="span" color="fg.muted" data-testid="chakra" />],
];

describe('FacetClasses', () => {
  itGivesEachPartItsChakraStyles(FacetClasses, chakraEquivalents);
});
