// The user tour's steps, in order. Each points at an element of the sample dashboard by its data-tour name.
export interface TourStep {
  target: string;
  title: string;
  text: string;
}

export const TOUR_STEPS: readonly TourStep[] = [
  {
    target: 'stats',
    title: 'This week at a glance',
    text: 'Three numbers sum up the week: open tasks, tasks done, and hours logged by the team.',
  },
  {
    target: 'search',
    title: 'Find an update',
    text: 'Type a word to filter the activity list below by person or by what they did.',
  },
  {
    target: 'activity',
    title: 'Recent activity',
    text: 'The latest changes, newest first. The list follows what you type in the search box.',
  },
  {
    target: 'team',
    title: 'Your team',
    text: 'Who works on the project, and who is online right now.',
  },
  {
    target: 'start',
    title: 'Take the tour again',
    text: 'This button starts the tour from the first step whenever you need it.',
  },
];

/** The selector of a step's element on the page. */
export function tourTargetSelector(step: TourStep): string {
  return `[data-tour="${step.target}"]`;
}
