import type { SystemContext } from '@storefront/shared';
import { classNamesOnce, type ClassNamesOf } from '../../features/styles/class-names-once';

/**
 * The styles of a product card's parts, from the same recipes and props Chakra's Card, Badge,
 * Button, IconButton, Image, Text, HStack and VisuallyHidden would use. A card built from those
 * components resolved about 17 style objects of its own on every render: 24 cards made the
 * listing's route change and its server render wait for the same styles 24 times over.
 */
function cardStyles({ css, getRecipeFn, getSlotRecipeFn }: SystemContext) {
  const card = getSlotRecipeFn('card')({ variant: 'outline' });
  const badge = getRecipeFn('badge');
  const button = getRecipeFn('button');
  const stockBadge = (colorPalette: string) => css(badge({ variant: 'solid' }), { colorPalette, position: 'absolute', top: 3, left: 3 });
  return {
    // On a phone, a card off screen is not styled, laid out or painted until it comes near: the
    // server's page has all 24, one per screen, and their style and layout were most of the
    // listing's blocking time after its first paint (docs/performance.md). Until then it takes a
    // card's usual height, a square image and some 12.5rem of text (real cards differ by a line at
    // most), so that Back lands near the card the visitor left. Wider, every card is drawn: the
    // first screen shows most of a page's rows, and a row of two to four cards that changed height
    // as it was reached would move the page links below it under a click.
    item: css({ contentVisibility: { base: 'auto', sm: 'visible' }, containIntrinsicSize: { base: 'auto calc(100vw + 12.5rem)', sm: 'none' } }),
    root: css(card.root, { h: 'full', overflow: 'hidden' }),
    media: css({ position: 'relative' }),
    image: css({ objectFit: 'cover', aspectRatio: '1', bg: 'gray.50', w: 'full', h: 'auto' }),
    lowStock: stockBadge('orange'),
    outOfStock: stockBadge('red'),
    wishlist: css(button({ variant: 'outline', size: 'sm' }), {
      px: '0',
      py: '0',
      _icon: { fontSize: '1.2em' },
      bg: 'bg',
      rounded: 'full',
      // The saved colour follows aria-pressed: one class for both states (see WishlistButton).
      color: 'fg.muted',
      _pressed: { color: 'red.600' },
      position: 'absolute',
      top: 2,
      right: 2,
    }),
    body: css(card.body, { gap: 2, p: 4 }),
    category: css(badge({ variant: 'subtle' }), { alignSelf: 'start', colorPalette: 'brand' }),
    title: css(card.title, { fontSize: 'md', lineHeight: 'short' }),
    description: css({ color: 'fg.muted', fontSize: 'sm', lineClamp: 3 }),
    priceBox: css({ mt: 'auto' }),
    prices: css({ display: 'flex', flexDirection: 'row', alignItems: 'baseline', flexWrap: 'wrap', gap: 2 }),
    price: css({ fontWeight: 'bold', fontSize: 'lg', color: 'fg' }),
    originalPrice: css({ color: 'fg.muted', fontSize: 'sm' }),
    visuallyHidden: css({ border: '0', clip: 'rect(0, 0, 0, 0)', height: '1px', width: '1px', margin: '-1px', padding: '0', overflow: 'hidden', whiteSpace: 'nowrap', position: 'absolute' }),
    footer: css(card.footer, { gap: 2, p: 4, pt: 0, flexWrap: 'wrap' }),
    // Each button as wide as its label at least: side by side when both fit, else one under the
    // other (four cards to a row at 1280 px clipped 'Add to Cart' to 'Add to Car').
    details: css(button({ variant: 'outline', size: 'sm' }), { flex: '1 0 auto' }),
    addToCart: css(button({ size: 'sm' }), { colorPalette: 'brand', flex: '1 0 auto' }),
  };
}

/** Gives its children the class names of a card's parts, resolved once for every card. */
export const CardClasses = classNamesOnce(cardStyles);
export type CardClassNames = ClassNamesOf<typeof CardClasses>;
export type CardPart = keyof CardClassNames;
