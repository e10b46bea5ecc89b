import { Box, IconButton, Input, VisuallyHidden, type InputProps } from '@chakra-ui/react';
import type { FormEventHandler, ReactNode } from 'react';
import { paths } from '../urls/paths';

interface SearchFormProps {
  inputId: string;
  /** What the field does beyond a plain text field (a combobox's attributes and handlers). */
  inputProps?: InputProps;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** Parts that belong to the field (a suggestion list, a live region). */
  children?: ReactNode;
}

/**
 * The site's product search as a plain GET form to the listing (`/products?q=…`): it works before
 * and without JavaScript. The header's search is drawn with it whoever renders it (the catalog's
 * combobox, or the shell's fallback), so one replacing the other moves nothing on screen.
 */
export function SearchForm({ inputId, inputProps, onSubmit, children }: SearchFormProps) {
  return (
    <Box asChild position="relative" w="full">
      <form role="search" action={paths.products()} method="get" onSubmit={onSubmit}>
        <VisuallyHidden asChild>
          <label htmlFor={inputId}>Search products</label>
        </VisuallyHidden>
        <Input
          id={inputId}
          name="q"
          type="search"
          placeholder="Search products"
          maxLength={200}
          size="sm"
          pe="10"
          borderRadius="full"
          {...inputProps}
        />
        <IconButton
          type="submit"
          aria-label="Search"
          size="sm"
          variant="ghost"
          position="absolute"
          top="0"
          right="1"
          borderRadius="full"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-4-4" />
          </svg>
        </IconButton>
        {children}
      </form>
    </Box>
  );
}
