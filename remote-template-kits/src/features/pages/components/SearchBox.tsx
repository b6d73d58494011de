import { Box, SearchField } from 'shared-ui';

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
      <SearchField
        label="Search"
        placeholder="Search tasks and projects"
        autoComplete="off"
        value={value}
        onChange={onChange}
      />
    </Box>
  );
}
