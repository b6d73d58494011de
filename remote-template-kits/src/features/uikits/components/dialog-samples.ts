// The sample content the modals page's dialogs show.

/** A workspace's data policy: long enough that its dialog must scroll. */
export const DATA_POLICY_SECTIONS: ReadonlyArray<{ heading: string; text: string }> = [
  {
    heading: 'What we keep',
    text: 'Projects, tasks, comments and the files attached to them, for as long as the workspace exists.',
  },
  {
    heading: 'Who can see it',
    text: 'Members of a space see its projects. Guests see only the projects they were invited to.',
  },
  {
    heading: 'Where it is stored',
    text: 'In the region chosen when the workspace was created; it never leaves that region.',
  },
  {
    heading: 'Backups',
    text: 'Taken every night and kept for 30 days, encrypted with a key only the workspace’s region holds.',
  },
  { heading: 'Exports', text: 'Admins can export every project as CSV or JSON at any time, without asking support.' },
  {
    heading: 'Deleted items',
    text: 'Deleted tasks and projects stay in the trash for 30 days, then are removed for good.',
  },
  {
    heading: 'Integrations',
    text: 'An integration reads only what its scopes allow; admins can revoke it in one click.',
  },
  { heading: 'Audit log', text: 'Every sign-in, permission change and export is recorded and kept for a year.' },
  {
    heading: 'Leaving',
    text: 'When a workspace closes, its data is exported for the owner and deleted after 60 days.',
  },
  { heading: 'Questions', text: 'Write to privacy@tessera.example; a person answers within two working days.' },
];

export interface DesignScreen {
  title: string;
  note: string;
  /** Two dark palette steps, so the white caption keeps its contrast. */
  from: string;
  to: string;
}

/** The screens of a design review, drawn with gradients (nothing is fetched). */
export const DESIGN_SCREENS: readonly DesignScreen[] = [
  { title: 'Sign-in', note: 'Single sign-on moved above the email field.', from: 'teal.700', to: 'blue.900' },
  {
    title: 'Project board',
    note: 'Swimlanes by assignee; the column totals stay visible.',
    from: 'purple.700',
    to: 'pink.900',
  },
  { title: 'Task details', note: 'Comments and activity share one timeline.', from: 'orange.700', to: 'red.900' },
  { title: 'Dashboard', note: 'Overdue work first; charts below the fold.', from: 'green.700', to: 'teal.900' },
  { title: 'Settings', note: 'Notifications grouped by project.', from: 'blue.700', to: 'purple.900' },
];

export const PROJECT_TEMPLATES = [
  { value: 'blank', label: 'Blank', description: 'Start with an empty board.' },
  { value: 'sprint', label: 'Sprint', description: 'To do, In progress, Review and Done, in two-week sprints.' },
  { value: 'launch', label: 'Product launch', description: 'Milestones for design, build, beta and launch day.' },
] as const;

export type ProjectTemplate = (typeof PROJECT_TEMPLATES)[number]['value'];

export const MILESTONE_OWNERS = ['Priya Shah', 'Kenji Watanabe', 'Amara Okafor', 'Lucas Martin'] as const;
