/** A page number, or a gap ('…') between page numbers that are not shown. */
export type PageItem = number | 'gap';

/**
 * The numbers a pagination row shows: the first and last pages, and `around` either side of the
 * current one; a gap stands for two or more pages left out (a single one is shown instead).
 */
export function pageNumbers(current: number, count: number, around = 1): PageItem[] {
  const shown = new Set([1, count]);
  for (let page = current - around; page <= current + around; page += 1) shown.add(page);
  const pages = [...shown].filter((page) => page >= 1 && page <= count).sort((a, b) => a - b);
  return pages.flatMap((page, index): PageItem[] => {
    const previous = pages[index - 1];
    if (previous === undefined || page - previous === 1) return [page];
    return page - previous === 2 ? [previous + 1, page] : ['gap', page];
  });
}
