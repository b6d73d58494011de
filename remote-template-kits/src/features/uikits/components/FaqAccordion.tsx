import { Text } from 'shared-ui';
import { Accordion } from 'shared-ui/kits';

export interface FaqEntry {
  question: string;
  answer: string;
}

interface FaqAccordionProps {
  entries: readonly FaqEntry[];
  /** Several panels open at once, or opening one closes the other. */
  multiple?: boolean;
  variant?: 'outline' | 'subtle' | 'enclosed' | 'plain';
  /** Values of the items open at first: `item-<index>`. */
  defaultOpen?: string[];
}

/** Questions that open to their answers; Enter or Space toggles, the arrow keys move between questions. */
export function FaqAccordion({ entries, multiple = false, variant = 'outline', defaultOpen = [] }: FaqAccordionProps) {
  return (
    <Accordion.Root multiple={multiple} collapsible variant={variant} defaultValue={defaultOpen}>
      {entries.map((entry, index) => (
        <Accordion.Item key={entry.question} value={`item-${index}`}>
          <Accordion.ItemTrigger>
            <Text as="span" flex="1" textAlign="start">
              {entry.question}
            </Text>
            <Accordion.ItemIndicator />
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <Accordion.ItemBody color="fg.muted">{entry.answer}</Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
