// The shell's header changes height with the width (one row on wide screens; the search on a row
// of its own below 1280 px; the menu on a third around 768 px) and with the text size. The shell
// keeps its height in one CSS variable, so what sticks to the top of a page sticks just below it.

/** The CSS variable that holds the header's height on the elements marked with BELOW_SITE_HEADER_ATTRIBUTE. */
export const SITE_HEADER_HEIGHT_VARIABLE = '--site-header-height';

/**
 * Marks an element whose styles use `belowSiteHeader()`: the shell writes the header's height on
 * the marked elements only. Written on the document's root, a change of it (the first measure, a
 * font that loads, a wider window) restyled and laid out every element of the page, the whole
 * listing's 770 elements for two sticky bars.
 */
export const BELOW_SITE_HEADER_ATTRIBUTE = 'data-below-site-header';

/** The mark, as props to spread on the element: `<Box position="sticky" top={belowSiteHeader()} {...belowSiteHeaderMark} />`. */
export const belowSiteHeaderMark = { [BELOW_SITE_HEADER_ATTRIBUTE]: '' } as const;

/**
 * The `top` of something that sticks below the header, `extra` further down. The element must carry
 * `belowSiteHeaderMark`: without it (and until the shell has measured) the header counts as 4rem.
 */
export function belowSiteHeader(extra?: string): string {
  const header = `var(${SITE_HEADER_HEIGHT_VARIABLE}, 4rem)`;
  return extra ? `calc(${header} + ${extra})` : header;
}
