import { useState, type KeyboardEvent } from 'react';

export interface ComboboxState {
  open: boolean;
  /** The highlighted option's index, -1 for none. */
  active: number;
  /** The visitor typed: the list opens on the new text with nothing highlighted. */
  typed: () => void;
  close: () => void;
  /** Arrow keys, Enter and Escape on the input (the WAI-ARIA combobox pattern). */
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/**
 * The keyboard half of a list-autocomplete combobox: arrows move the highlight (wrapping),
 * Enter opens the highlighted option (otherwise the form submits), Escape closes the list, or
 * clears the text when it is already closed.
 */
export function useComboboxState(
  count: number,
  choose: (index: number) => void,
  clear: () => void,
): ComboboxState {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const move = (step: 1 | -1) => {
    setOpen(true);
    if (count === 0) return;
    setActive((current) =>
      !open || current < 0 ? (step === 1 ? 0 : count - 1) : (current + step + count) % count,
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && open && active >= 0 && active < count) {
      event.preventDefault();
      choose(active);
      close();
    } else if (event.key === 'Escape') {
      // Kept from the browser: a search field's own Escape would clear the text as the list closes.
      event.preventDefault();
      if (open && count > 0) close();
      else clear();
    }
  };
  return {
    open: open && count > 0,
    active: open && active < count ? active : -1,
    typed: () => {
      setOpen(true);
      setActive(-1);
    },
    close,
    onKeyDown,
  };
}
