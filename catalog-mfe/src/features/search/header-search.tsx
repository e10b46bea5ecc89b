import { paths, SearchForm, VisuallyHidden } from '@storefront/shared';
import { useEffect, useEffectEvent, useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from '@storefront/shared/router';
import { searchResultsPath, suggestionsAnnouncement, type SearchOption } from './search-options';
import { SuggestionList } from './suggestion-list';
import { useComboboxState } from './use-combobox-state';
import { useSearchSuggestions } from './use-search-suggestions';

/** The text of the search the page shows (`?q=` of a results page), so the box says what was searched. */
function useSearchedText(): [string, (text: string) => void] {
  const [params] = useSearchParams();
  const searched = params.get('q') ?? '';
  const [text, setText] = useState(searched);
  const [shownFor, setShownFor] = useState(searched);
  if (shownFor !== searched) {
    setShownFor(searched);
    setText(searched);
  }
  return [text, setText];
}

/**
 * Catches up with what the visitor typed into the server's form before this component took it
 * over: hydration keeps their text in the field, but not in state, and the next render would
 * clear it.
 */
function useTextTypedBeforeHydration(inputId: string, text: string, typed: (text: string, focused: boolean) => void) {
  const catchUp = useEffectEvent(() => {
    const field = document.getElementById(inputId);
    if (field instanceof HTMLInputElement && field.value !== text) typed(field.value, document.activeElement === field);
  });
  useEffect(() => catchUp(), []);
}

/**
 * The header's product search: a real GET form to the listing (it works before and without
 * JavaScript), enhanced into a combobox with predictive suggestions once hydrated.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const [text, setText] = useSearchedText();
  const { options, settled } = useSearchSuggestions(text);
  const ids = useId();
  const listId = `${ids}-list`;
  const optionId = (index: number) => `${ids}-option-${index}`;
  const go = (option: SearchOption) => void navigate(option.to);
  const combobox = useComboboxState(
    options.length,
    (index) => go(options[index]!),
    () => setText(''),
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    combobox.close();
    void navigate(text.trim() ? searchResultsPath(text) : paths.products());
  };
  const inputId = `${ids}-input`;
  useTextTypedBeforeHydration(inputId, text, (typedText, focused) => {
    setText(typedText);
    if (focused) combobox.typed();
  });
  const announcement = combobox.open && settled ? suggestionsAnnouncement(options.length) : '';
  return (
    <SearchForm
      inputId={inputId}
      onSubmit={submit}
      inputProps={{
        autoComplete: 'off',
        role: 'combobox',
        'aria-autocomplete': 'list',
        'aria-expanded': combobox.open,
        'aria-controls': listId,
        'aria-activedescendant': combobox.active >= 0 ? optionId(combobox.active) : undefined,
        value: text,
        onChange: (event) => {
          setText(event.target.value);
          combobox.typed();
        },
        onKeyDown: combobox.onKeyDown,
        onBlur: combobox.close,
      }}
    >
      <SuggestionList
        id={listId}
        options={combobox.open ? options : []}
        active={combobox.active}
        optionId={optionId}
        onChoose={(option) => {
          combobox.close();
          go(option);
        }}
      />
      <VisuallyHidden aria-live="polite" role="status">
        {announcement}
      </VisuallyHidden>
    </SearchForm>
  );
}
