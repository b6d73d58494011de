import { Box, Text } from 'shared-ui';
import type { PageLink } from './flatten-menu';

interface PageSearchResultsProps {
  listId: string;
  pages: PageLink[];
  activeIndex: number;
  optionId: (index: number) => string;
  onPoint: (index: number) => void;
  onChoose: (page: PageLink) => void;
}

/**
 * The page search's drop-down: the matching pages as a listbox under the input (the input keeps focus and owns the
 * keyboard; the active option is its aria-activedescendant), or a line saying none match.
 */
export function PageSearchResults({ listId, pages, activeIndex, optionId, onPoint, onChoose }: PageSearchResultsProps) {
  return (
    <Box
      position="absolute"
      top="100%"
      insetStart="0"
      mt="1"
      w="full"
      minW={{ md: '20rem' }}
      zIndex="dropdown"
      bg="bg.panel"
      borderWidth="1px"
      rounded="l2"
      shadow="lg"
      overflow="hidden"
    >
      <Box as="ul" role="listbox" id={listId} aria-label="Pages" maxH="min(60vh, 24rem)" overflowY="auto">
        {pages.map((page, index) => (
          <Box
            as="li"
            key={page.to}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            listStyleType="none"
            px="3"
            py="1.5"
            cursor="pointer"
            bg={index === activeIndex ? 'bg.emphasized' : undefined}
            onPointerMove={() => onPoint(index)}
            // Keep focus (and the keyboard) in the input.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(page)}
          >
            <Text textStyle="sm" color="fg">
              {page.label}
            </Text>
            <Text textStyle="xs" color="fg.muted">
              {page.group}
            </Text>
          </Box>
        ))}
      </Box>
      {pages.length === 0 && (
        <Text px="3" py="2" textStyle="sm" color="fg.muted">
          No pages match
        </Text>
      )}
    </Box>
  );
}
