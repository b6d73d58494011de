// The sample figures and people the card widgets show where the app has no such data of its own.

export const SPRINT_BURNDOWN = [48, 45, 41, 40, 34, 29, 27, 21, 16, 14] as const;

export const WEEKLY_HOURS = [31, 36, 29, 38, 42, 40, 44] as const;

export const PROJECT_TEAM = [
  { name: 'Priya Shah' },
  { name: 'Kenji Watanabe' },
  { name: 'Amara Okafor' },
  { name: 'Lucas Martin' },
  { name: 'Sofia Rossi' },
  { name: 'Omar Haddad' },
];

export const LAUNCH_CHECKLIST = [
  { id: 'copy', label: 'Final copy approved by marketing', done: true },
  { id: 'qa', label: 'QA pass on Safari and Firefox', done: true },
  { id: 'status', label: 'Status page updated', done: false },
  { id: 'support', label: 'Support team briefed', done: false },
  { id: 'email', label: 'Launch email scheduled', done: false },
] as const;

export const TEAM_HEADERS = [
  { team: 'Design', palette: 'purple', open: 14, members: 5, lead: 'Amara Okafor' },
  { team: 'Engineering', palette: 'blue', open: 37, members: 12, lead: 'Kenji Watanabe' },
  { team: 'Marketing', palette: 'orange', open: 9, members: 4, lead: 'Sofia Rossi' },
] as const;
