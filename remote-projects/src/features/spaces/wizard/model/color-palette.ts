// The swatches offered first; any other colour can be picked with the native picker or typed.
export const COLOR_PALETTE = [
  { value: '#000000', label: 'Black' },
  { value: '#64748b', label: 'Slate' },
  { value: '#dc2626', label: 'Red' },
  { value: '#ea580c', label: 'Orange' },
  { value: '#f59e0b', label: 'Amber' },
  { value: '#16a34a', label: 'Green' },
  { value: '#0d9488', label: 'Teal' },
  { value: '#0ea5e9', label: 'Sky' },
  { value: '#2563eb', label: 'Blue' },
  { value: '#4f46e5', label: 'Indigo' },
  { value: '#8b5cf6', label: 'Violet' },
  { value: '#db2777', label: 'Pink' },
] as const;
