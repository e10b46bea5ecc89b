import { Box, Text } from '@storefront/shared';
import type { MouseEvent } from 'react';
import type { SearchOption } from './search-options';

interface SuggestionListProps {
  id: string;
  options: SearchOption[];
  active: number;
  optionId: (index: number) => string;
  onChoose: (option: SearchOption) => void;
}

/** The combobox's popup: a listbox whose highlighted option the input names in aria-activedescendant. */
export function SuggestionList({ id, options, active, optionId, onChoose }: SuggestionListProps) {
  return (
    <Box
      as="ul"
      id={id}
      role="listbox"
      aria-label="Search suggestions"
      hidden={options.length === 0}
      position="absolute"
      top="calc(100% + 4px)"
      insetX="0"
      zIndex="dropdown"
      bg="bg"
      borderWidth="1px"
      borderRadius="md"
      boxShadow="lg"
      py={1}
      listStyleType="none"
      maxH="80vh"
      overflowY="auto"
    >
      {options.map((option, index) => (
        <Box
          as="li"
          key={option.id}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          px={3}
          py={2}
          cursor="pointer"
          bg={index === active ? 'bg.muted' : undefined}
          // Chosen on press, before the input's blur closes the list.
          onMouseDown={(event: MouseEvent) => event.preventDefault()}
          onClick={() => onChoose(option)}
        >
          <Text fontWeight={option.kind === 'category' ? 'semibold' : 'medium'} lineClamp={1}>
            {option.label}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {option.kind === 'category' ? `Category · ${option.detail}` : option.detail}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
