import { SUGGESTIONS_MIN_LENGTH, suggestionQueries } from '@storefront/shared';
import { useQuery } from '@storefront/shared/query';
import { searchOptions, type SearchOption } from './search-options';
import { useDebouncedValue } from './use-debounced-value';

/** How long typing must pause before suggestions are asked for. */
export const SUGGEST_DELAY_MS = 150;

export interface SearchSuggestions {
  options: SearchOption[];
  /** Whether `options` answer the text as it now stands (not an earlier one, not one on its way). */
  settled: boolean;
}

/** Suggestions for what the visitor is typing; the previous list stays while the next is on its way. */
export function useSearchSuggestions(text: string): SearchSuggestions {
  const asked = useDebouncedValue(text.trim(), SUGGEST_DELAY_MS);
  const long =
    asked.length >= SUGGESTIONS_MIN_LENGTH && text.trim().length >= SUGGESTIONS_MIN_LENGTH;
  const { data, isPlaceholderData, isSuccess } = useQuery({
    ...suggestionQueries.forText(asked),
    placeholderData: (previous) => previous,
  });
  if (!long) return { options: [], settled: true };
  return {
    options: searchOptions(data),
    settled: isSuccess && !isPlaceholderData && asked === text.trim(),
  };
}
