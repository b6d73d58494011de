import { SearchIcon, Box, Input, InputGroup } from 'shared-ui';

interface TaskSearchBoxProps {
  value: string;
  onChange: (value: string) => void;
}

export function TaskSearchBox({ value, onChange }: TaskSearchBoxProps) {
  return (
    <Box role="search" aria-label="Filter tasks" maxW={{ md: 'sm' }} w="full">
      <InputGroup startElement={<SearchIcon size={16} aria-hidden="true" />}>
        <Input
          size="sm"
          type="search"
          aria-label="Filter tasks"
          placeholder="Filter by subject, project or type"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      </InputGroup>
    </Box>
  );
}
