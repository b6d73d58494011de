// The sample work the toastr page's examples act on.
export interface DemoTask {
  id: string;
  title: string;
}

export const SPRINT_TASKS: readonly DemoTask[] = [
  { id: 'release-notes', title: 'Write the 2.4 release notes' },
  { id: 'login-bug', title: 'Fix the login redirect on Safari' },
  { id: 'roadmap', title: 'Review the Q3 roadmap with design' },
  { id: 'onboarding', title: 'Record the onboarding walkthrough' },
];

export const NOTIFICATION_AUTHORS = [
  'Priya',
  'Kenji',
  'Amara',
  'Lucas',
  'Sofia',
  'Omar',
  'Mei',
  'Jonas',
  'Elena',
  'Tariq',
];

/** Stands in for a request to the server: settles after `ms`, as it was told to. */
export function simulatedRequest(succeeds: boolean, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    setTimeout(() => (succeeds ? resolve() : reject(new Error('The server did not answer'))), ms);
  });
}
