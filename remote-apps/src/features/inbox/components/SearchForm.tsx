import { useState, type FormEvent } from 'react';
import { Box, Button, Flex, IconButton, Input, InputGroup, SearchIcon, XIcon } from 'shared-ui';
import { INBOX_SEARCH_MAX } from 'tessera-contracts';

interface SearchFormProps {
  /** The search the list shows. */
  search: string;
  onSearch: (search: string) => void;
}

/**
 * Searches when submitted (Enter or the button), so each search is one request and one history entry. The page
 * keys it by the search it shows, so the field follows the address (Back, another folder).
 */
export function SearchForm({ search, onSearch }: SearchFormProps) {
  const [text, setText] = useState(search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Box as="form" role="search" aria-label="Search messages" onSubmit={submit}>
      <Flex gap="2">
        <InputGroup
          flex="1"
          startElement={<SearchIcon aria-hidden size={16} />}
          endElement={
            text ? (
              <IconButton
                aria-label="Clear search"
                variant="ghost"
                size="xs"
                onClick={() => {
                  setText('');
                  if (search) onSearch('');
                }}
              >
                <XIcon />
              </IconButton>
            ) : undefined
          }
        >
          <Input
            type="search"
            aria-label="Search messages"
            placeholder="Search messages"
            maxLength={INBOX_SEARCH_MAX}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </InputGroup>
        <Button type="submit" variant="outline">
          Search
        </Button>
      </Flex>
    </Box>
  );
}
