import type { SystemContext } from '@storefront/shared';
import { classNamesOnce, type ClassNamesOf } from '../../features/styles/class-names-once';

/**
 * The page links' styles, as Chakra's Button and Text would give them: a listing of a large
 * catalogue shows up to eleven of them, each resolving a Button recipe on every render.
 */
function paginationStyles({ css, getRecipeFn }: SystemContext) {
  const button = getRecipeFn('button');
  const pageLink = (variant: 'solid' | 'ghost') => css(button({ variant, size: 'sm' }), { minW: '9', colorPalette: 'brand' });
  return {
    step: css(button({ variant: 'outline', size: 'sm' })),
    current: pageLink('solid'),
    other: pageLink('ghost'),
    gap: css({ px: 1, color: 'fg.muted' }),
  };
}

/** Gives its children the class names of the pagination's parts, resolved once. */
export const PaginationClasses = classNamesOnce(paginationStyles);
export type PaginationClassNames = ClassNamesOf<typeof PaginationClasses>;
export type PaginationPart = keyof PaginationClassNames;
