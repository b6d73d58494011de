import { SearchIcon, Box, Input, InputGroup } from 'shared-ui';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter: search at once. */
  onSubmit: () => void;
}

export function SearchBox({ value, onChange, onSubmit }: SearchBoxProps) {
  return (
    <Box
      as="form"
      role="search"
      aria-label="Search Tessera"
      maxW={{ md: 'xl' }}
      w="full"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <InputGroup startElement={<SearchIcon size={16} aria-hidden="true" />}>
        <Input
          type="search"
          aria-label="Search"
          placeholder="Search tasks and projects"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      </InputGroup>
    </Box>
  );
}
