import { Input, InputGroup, type InputGroupProps, type InputProps } from '@chakra-ui/react';
import { SearchIcon } from '../icons';

/** Where the field sits (its width, its share of a row); its own parts are the component's. */
type FieldLayout = Omit<InputGroupProps, 'children' | 'startElement' | 'endElement' | 'onChange'>;

export interface SearchFieldProps extends FieldLayout {
  /** Its accessible name; its placeholder too, unless it has one of its own. */
  label: string;
  placeholder?: string;
  value: string;
  /** The text as it is typed. */
  onChange: (text: string) => void;
  size?: InputProps['size'];
  maxLength?: number;
  autoComplete?: string;
}

/** A search box: a magnifier before a search input that reports its text at each keystroke. */
export function SearchField({
  label,
  placeholder = label,
  value,
  onChange,
  size,
  maxLength,
  autoComplete,
  ...layout
}: SearchFieldProps) {
  return (
    <InputGroup startElement={<SearchIcon size={16} aria-hidden="true" />} {...layout}>
      <Input
        type="search"
        size={size}
        aria-label={label}
        placeholder={placeholder}
        maxLength={maxLength}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </InputGroup>
  );
}
