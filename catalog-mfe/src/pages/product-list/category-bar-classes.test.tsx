import { Button } from '@storefront/shared';
import type { ReactElement } from 'react';
import { describe } from 'vitest';
import { itGivesEachPartItsChakraStyles } from '../../test-support/style-declarations';
import { CategoryLinkClasses, type CategoryLinkPart } from './category-bar-classes';

// Each link's class must be exactly the one Chakra's Button with the same props would have had.
const chakraEquivalents: Array<[CategoryLinkPart, ReactElement<{ 'data-testid': string }>]> = [
  ['chosen', <Button key="chosen" size="sm" flexShrink={0} rounded="full" colorPalette="brand" variant="solid" data-testid="chakra" />],
  ['other', <Button key="other" size="sm" flexShrink={0} rounded="full" colorPalette="brand" variant="outline" data-testid="chakra" />],
];

describe('CategoryLinkClasses', () => {
  itGivesEachPartItsChakraStyles(CategoryLinkClasses, chakraEquivalents);
});
