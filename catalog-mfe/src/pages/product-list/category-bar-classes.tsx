import type { SystemContext } from '@storefront/shared';
import { classNamesOnce, type ClassNamesOf } from '../../features/styles/class-names-once';

/**
 * The category bar's links, styled as Chakra's Button would style them (small, round, the brand's
 * colours; solid for the chosen one): a bar of ten Buttons resolved the same two recipes ten times
 * on every render of the listing.
 */
function categoryLinkStyles({ css, getRecipeFn }: SystemContext) {
  const button = getRecipeFn('button');
  const link = (variant: 'solid' | 'outline') => css(button({ variant, size: 'sm' }), { flexShrink: 0, rounded: 'full', colorPalette: 'brand' });
  return { chosen: link('solid'), other: link('outline') };
}

/** Gives its children the class names of the category bar's links, resolved once for every link. */
export const CategoryLinkClasses = classNamesOnce(categoryLinkStyles);
export type CategoryLinkPart = keyof ClassNamesOf<typeof CategoryLinkClasses>;
