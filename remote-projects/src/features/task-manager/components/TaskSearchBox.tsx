import { Box, SearchField } from 'shared-ui';

interface TaskSearchBoxProps {
  value: string;
  onChange: (value: string) => void;
}

export function TaskSearchBox({ value, onChange }: TaskSearchBoxProps) {
  return (
    <Box role="search" aria-label="Filter tasks" maxW={{ md: 'sm' }} w="full">
      <SearchField
        label="Filter tasks"
        placeholder="Filter by subject, project or type"
        size="sm"
        value={value}
        onChange={onChange}
      />
    </Box>
  );
}
