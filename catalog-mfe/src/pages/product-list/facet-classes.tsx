import type { SystemContext } from '@storefront/shared';
import { classNamesOnce, type ClassNamesOf } from '../../features/styles/class-names-once';

/**
 * The styles of the facet form's parts, from the same props Chakra's Stack, HStack, Box and Text
 * would take. The form draws about twenty choices, three components each: resolving their styles
 * on every render was a good part of the listing's route change (docs/performance.md).
 */
function facetStyles({ css }: SystemContext) {
  return {
    groups: css({ display: 'flex', flexDirection: 'column', gap: 6 }),
    group: css({ borderWidth: '0', p: 0, m: 0 }),
    legend: css({ fontWeight: 'semibold', mb: 2 }),
    choice: css({
      display: 'flex',
      flexDirection: 'row',
      alignItems: 'center',
      gap: 2,
      py: 1,
      cursor: 'pointer',
      fontSize: 'sm',
      '& input': { accentColor: 'brand.600', width: '1rem', height: '1rem' },
    }),
    label: css({ flex: '1' }),
    count: css({ color: 'fg.muted' }),
  };
}

/** Gives its children the class names of the facet form's parts, resolved once for every choice. */
export const FacetClasses = classNamesOnce(facetStyles);
export type FacetClassNames = ClassNamesOf<typeof FacetClasses>;
export type FacetPart = keyof FacetClassNames;
