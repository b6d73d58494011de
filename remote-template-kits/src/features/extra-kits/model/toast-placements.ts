// The toastr demo's choices: where toasts stack, how long they stay, which statuses there are.
export const PLACEMENTS = ['top-start', 'top', 'top-end', 'bottom-start', 'bottom', 'bottom-end'] as const;
export type Placement = (typeof PLACEMENTS)[number];

export const PLACEMENT_LABELS: Record<Placement, string> = {
  'top-start': 'Top start',
  top: 'Top centre',
  'top-end': 'Top end',
  'bottom-start': 'Bottom start',
  bottom: 'Bottom centre',
  'bottom-end': 'Bottom end',
};

export const DURATIONS = [
  { value: '2000', label: '2 seconds' },
  { value: '5000', label: '5 seconds' },
  { value: '10000', label: '10 seconds' },
  { value: 'sticky', label: 'Until closed' },
] as const;

export const STATUSES = ['success', 'error', 'warning', 'info', 'loading'] as const;
export type ToastStatus = (typeof STATUSES)[number];

export const SAMPLE_MESSAGES: Record<ToastStatus, { title: string; description: string }> = {
  success: { title: 'Changes saved', description: 'Your profile is up to date.' },
  error: { title: 'Upload failed', description: 'The server could not be reached.' },
  warning: { title: 'Storage almost full', description: 'You have used 92% of your space.' },
  info: { title: 'New comment', description: 'Priya replied to your task.' },
  loading: { title: 'Syncing tasks', description: 'Fetching the latest changes from the server.' },
};

/** A duration choice in milliseconds; "sticky" stays until closed. */
export function durationOf(choice: string): number {
  return choice === 'sticky' ? Infinity : Number(choice);
}
