// The slides the carousel page shows: drawn with gradients and text (no image is fetched from anywhere).

export interface FeatureSlide {
  title: string;
  text: string;
  /** Two dark palette steps, so white text keeps its contrast over the whole gradient. */
  from: string;
  to: string;
}

export const FEATURE_SLIDES: readonly FeatureSlide[] = [
  {
    title: 'Plan the quarter in one place',
    text: 'Spaces, projects and milestones on one timeline your whole team can read.',
    from: 'teal.800',
    to: 'blue.900',
  },
  {
    title: 'Boards that follow your workflow',
    text: 'Custom statuses, drag and drop, and keyboard moves for every card.',
    from: 'purple.800',
    to: 'pink.900',
  },
  {
    title: 'Know what ships this week',
    text: 'Dashboards count open, overdue and finished work as it happens.',
    from: 'orange.800',
    to: 'red.900',
  },
  {
    title: 'Invite the people who matter',
    text: 'Roles decide who edits, who reviews and who only reads.',
    from: 'green.800',
    to: 'teal.900',
  },
  {
    title: 'Works the way you read',
    text: 'Light or dark, left to right or right to left, on a phone or a wall screen.',
    from: 'blue.800',
    to: 'purple.900',
  },
];

export interface TemplateCard {
  name: string;
  category: string;
  tasks: number;
  palette: string;
}

export const TEMPLATE_CARDS: readonly TemplateCard[] = [
  { name: 'Product launch', category: 'Marketing', tasks: 24, palette: 'pink' },
  { name: 'Sprint planning', category: 'Engineering', tasks: 18, palette: 'blue' },
  { name: 'Hiring pipeline', category: 'People', tasks: 12, palette: 'green' },
  { name: 'Website redesign', category: 'Design', tasks: 31, palette: 'purple' },
  { name: 'Customer onboarding', category: 'Support', tasks: 9, palette: 'orange' },
  { name: 'Quarterly close', category: 'Finance', tasks: 15, palette: 'teal' },
];
