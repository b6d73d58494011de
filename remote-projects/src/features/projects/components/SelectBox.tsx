import { useEffect, useRef } from 'react';

interface SelectBoxProps {
  label: string;
  checked: boolean;
  /** Some but not all of what it stands for are ticked (a group's "select all"). */
  indeterminate?: boolean;
  onChange: (checked: boolean) => void;
}

// A native checkbox: hundreds of rows each get one, and it costs nothing to draw; it follows the colour mode.
export function SelectBox({ label, checked, indeterminate = false, onChange }: SelectBoxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      style={{ width: '1rem', height: '1rem', cursor: 'pointer' }}
    />
  );
}
