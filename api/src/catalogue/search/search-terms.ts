/** The most words of a query that take part in a search; the rest are ignored. */
const MAX_WORDS = 8;

export interface SearchTerms {
  /** The query in lower case without accents, spaces collapsed: what typo matching compares. */
  folded: string;
  /**
   * Every word as a prefix, all required (`smart:* & loc:*`): a to_tsquery text made only of
   * letters and digits, so nothing a visitor types is read as tsquery syntax. Empty when the
   * query has no letters or digits.
   */
  prefixQuery: string;
}

/** Lower case, accents dropped, runs of white space as one space, trimmed. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export function searchTerms(query: string): SearchTerms {
  const folded = foldText(query);
  const words = folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, MAX_WORDS);
  return { folded, prefixQuery: words.map((word) => `${word}:*`).join(' & ') };
}
