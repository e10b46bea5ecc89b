import { Heading, Text } from '@storefront/shared';
import { Accordion } from '@storefront/shared/widgets';

export interface FaqEntry {
  question: string;
  answer: string;
}

interface FaqAccordionProps {
  entries: readonly FaqEntry[];
}

/**
 * Spec §4: at most one answer open, none at first; clicking the open question closes it.
 * Each question is a button inside a heading, so screen-reader users can jump between them.
 */
export function FaqAccordion({ entries }: FaqAccordionProps) {
  return (
    <Accordion.Root collapsible defaultValue={[]} variant="enclosed" bg="bg">
      {entries.map((entry, index) => (
        <Accordion.Item key={entry.question} value={`faq-${index}`}>
          <Heading as="h3" fontSize="md" fontWeight="semibold">
            <Accordion.ItemTrigger py={4} cursor="pointer">
              <Text as="span" flex="1" textAlign="start">
                {entry.question}
              </Text>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
          </Heading>
          <Accordion.ItemContent>
            <Accordion.ItemBody color="fg.muted" lineHeight="tall">
              {entry.answer}
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
