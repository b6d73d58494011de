import { Input, InputGroup, SearchIcon } from 'shared-ui';

interface TableSearchBoxProps {
  /** Its accessible name and placeholder: "Find a task". */
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** The search field above a table: narrows its rows to those containing the text in any column. */
export function TableSearchBox({ label, value, onChange }: TableSearchBoxProps) {
  return (
    <InputGroup startElement={<SearchIcon size={16} aria-hidden="true" />}>
      <Input
        type="search"
        aria-label={label}
        placeholder={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </InputGroup>
  );
}
