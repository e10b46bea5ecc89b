// The shell's header changes height with the width (one row on wide screens; the search on a row
// of its own below 1280 px; the menu on a third around 768 px) and with the text size. The shell
// keeps its height in one CSS variable, so what sticks to the top of a page sticks just below it.

/** The CSS variable the shell sets on the document to the header's height. */
export const SITE_HEADER_HEIGHT_VARIABLE = '--site-header-height';

/** The `top` of something that sticks below the header, `extra` further down; 4rem until the shell measures. */
export function belowSiteHeader(extra?: string): string {
  const header = `var(${SITE_HEADER_HEIGHT_VARIABLE}, 4rem)`;
  return extra ? `calc(${header} + ${extra})` : header;
}
