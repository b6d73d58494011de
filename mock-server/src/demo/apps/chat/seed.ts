// The chat app's sample data: the demo users (the mock-server's seeded accounts, ../../../frappe/doctypes/
// user-seed.ts) and a few conversations between them, dated relative to the seeding time so that the page shows
// today's, yesterday's and older messages on a first start.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface SeedPerson {
  email: string;
  name: string;
  mood: string;
}

// prettier-ignore
export const CHAT_DEMO_PEOPLE: readonly SeedPerson[] = [
  { email: 'sa@tessera.dev', name: 'Sofia Alvarez', mood: 'Planning the Q3 roadmap' },
  { email: 'admin@tessera.dev', name: 'Adam Reyes', mood: 'Release week' },
  { email: 'editor@tessera.dev', name: 'Elena Park', mood: '' },
  { email: 'guest@tessera.dev', name: 'Gus Turner', mood: 'Just looking around' },
];

export interface SeedMessage {
  from: string;
  text: string;
  /** How long before seeding it was sent. */
  ago: number;
}

export interface SeedConversation {
  between: readonly [string, string];
  messages: readonly SeedMessage[];
  /** Messages each person has not opened yet (none when not listed). */
  unread?: Readonly<Record<string, number>>;
}

const SA = 'sa@tessera.dev';
const ADMIN = 'admin@tessera.dev';
const EDITOR = 'editor@tessera.dev';
const GUEST = 'guest@tessera.dev';

// Oldest message first in each conversation.
// prettier-ignore
export const CHAT_SEED_CONVERSATIONS: readonly SeedConversation[] = [
  {
    between: [ADMIN, EDITOR],
    messages: [
      { from: EDITOR, text: 'Morning Adam! Did you get a chance to look at the blog listing filters?', ago: 2 * DAY + 3 * HOUR },
      { from: ADMIN, text: 'Not yet, I will review them right after standup.', ago: 2 * DAY + 2 * HOUR },
      { from: ADMIN, text: 'Reviewed. The category filter resets when you go back a page.\nCan you take a look?', ago: DAY + 2 * HOUR },
      { from: EDITOR, text: 'Good catch, fixing it now.', ago: DAY + HOUR },
      { from: EDITOR, text: 'Fixed and deployed to staging.', ago: 40 * MINUTE },
      { from: EDITOR, text: 'Could you check it before the release?', ago: 38 * MINUTE },
    ],
    unread: { [ADMIN]: 2 },
  },
  {
    between: [ADMIN, SA],
    messages: [
      { from: SA, text: 'Adam, the roadmap review moved to Thursday.', ago: 9 * DAY },
      { from: ADMIN, text: 'Thanks, I will update the calendar.', ago: 9 * DAY - 20 * MINUTE },
      { from: SA, text: 'Please add the security patch window to the release notes.', ago: 5 * DAY },
      { from: ADMIN, text: 'Done, they are in.', ago: 5 * DAY - 2 * HOUR },
    ],
  },
  {
    between: [GUEST, EDITOR],
    messages: [
      { from: GUEST, text: 'Hi Elena, could I get edit access to the Website relaunch board?', ago: 3 * HOUR },
      { from: EDITOR, text: 'Only an admin can change roles. I will ask Adam for you.', ago: 2 * HOUR + 50 * MINUTE },
    ],
    unread: { [GUEST]: 1 },
  },
  {
    between: [SA, EDITOR],
    messages: [
      { from: SA, text: 'Welcome to the team, Elena!', ago: 40 * DAY },
      { from: EDITOR, text: 'Thank you, Sofia! Happy to be here.', ago: 40 * DAY - 5 * MINUTE },
    ],
  },
];

export const seedTime = (now: Date, ago: number) => new Date(now.getTime() - ago).toISOString();
