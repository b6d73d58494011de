import type { FaqEntry } from './FaqAccordion';

export const BILLING_FAQ: readonly FaqEntry[] = [
  {
    question: 'Can I change plans later?',
    answer: 'Yes. Moving up takes effect at once and is charged pro rata; moving down applies from the next bill.',
  },
  {
    question: 'Do you offer a free trial?',
    answer: 'Every workspace starts with 14 days of the Business plan, with no card needed.',
  },
  {
    question: 'What happens to my data if I cancel?',
    answer: 'It stays readable for 30 days so you can export it, then it is deleted for good.',
  },
];

export const SETUP_STEPS: readonly FaqEntry[] = [
  {
    question: 'Create a space',
    answer: 'A space groups the projects of one team or client. Name it and pick a colour.',
  },
  {
    question: 'Add your first project',
    answer: 'Projects hold tasks. Start from a template or from an empty board.',
  },
  {
    question: 'Invite your team',
    answer: 'Editors change tasks, viewers only read. You can change roles at any time.',
  },
  {
    question: 'Set your statuses',
    answer: 'Keep To do, In progress and Done, or add the steps your workflow really has.',
  },
];
