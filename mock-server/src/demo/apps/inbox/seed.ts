// The sample messages a mailbox starts with, so the inbox is not empty on a first visit: mail from colleagues
// outside the demo accounts (nobody reads about themselves), a few sent ones, some unread and some starred, over
// the last two months, more than one page's worth.

import type { InboxPerson } from 'tessera-contracts';
import type { Params } from '../../../frappe/params';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const PRIYA: InboxPerson = { name: 'Priya Shah', email: 'priya.shah@northwind.example' };
const MARCUS: InboxPerson = { name: 'Marcus Lee', email: 'marcus.lee@northwind.example' };
const AMARA: InboxPerson = { name: 'Amara Okafor', email: 'amara.okafor@northwind.example' };
const LUKAS: InboxPerson = { name: 'Lukas Becker', email: 'lukas.becker@northwind.example' };
const BILLING: InboxPerson = { name: 'Tessera Supplies billing', email: 'billing@tessera-supplies.example' };
const HARBOR: InboxPerson = { name: 'Harbor Health accounts', email: 'ap@harbor.example' };

interface SampleMessage {
  /** Received from this person, or (with `sent`) sent to them. */
  other: InboxPerson;
  sent?: boolean;
  subject: string;
  message: string;
  /** How long before seeding it was sent. */
  ago: number;
  read?: boolean;
  starred?: boolean;
}

const SAMPLES: readonly SampleMessage[] = [
  {
    other: PRIYA,
    subject: 'Sprint review moved to Thursday',
    message:
      'Hi,\n\nThe sprint review moves to Thursday 14:00 so the design team can join.\nSame room, same agenda.\n\nPriya',
    ago: 12 * MINUTE,
  },
  {
    other: MARCUS,
    subject: 'Invoice template: brand colours',
    message:
      'Can the invoice template use the brand colours from the new tokens?\n\nThe PDF still prints the old blue.\n\nThanks,\nMarcus',
    ago: 50 * MINUTE,
  },
  {
    other: BILLING,
    subject: 'Your order INV-2026-0106 has shipped',
    message:
      'Hello,\n\nYour order INV-2026-0106 left our warehouse today.\nTracking: 1Z 999 AA1 01 2345 6784\n\nTessera Supplies',
    ago: 3 * HOUR,
    starred: true,
  },
  {
    other: AMARA,
    subject: 'Customer portal: first feedback',
    message:
      'First round of feedback from the pilot customers:\n\n- Sign-in is quick, they like it.\n- The task list needs a "mine only" filter.\n- Two asked for a dark mode (we have it, they had not found it).\n\nAmara',
    ago: 5 * HOUR,
  },
  {
    other: LUKAS,
    subject: 'Release 1.2 checklist',
    message:
      'Release 1.2 checklist, in order:\n\n1. Freeze main on Monday\n2. Run the full test suite\n3. Tag and publish the remotes\n4. Roll staging, then production\n\nShout if I forgot something.\n\nLukas',
    ago: 20 * HOUR,
    read: true,
  },
  {
    other: PRIYA,
    sent: true,
    subject: 'Re: Sprint planning notes',
    message: 'Thanks Priya, the notes look right to me.\nI added the two stories we dropped last time.',
    ago: 26 * HOUR,
  },
  {
    other: HARBOR,
    subject: 'Question about invoice INV-2026-0101',
    message:
      'Good morning,\n\nCould you send us a copy of invoice INV-2026-0101 with our purchase order number on it?\nPO: HH-88421\n\nKind regards,\nHarbor Health accounts payable',
    ago: 2 * DAY,
    read: true,
    starred: true,
  },
  {
    other: MARCUS,
    subject: 'Lunch on Friday?',
    message: 'A few of us are trying the new noodle place on Friday at 12:30. Coming along?',
    ago: 2 * DAY + 3 * HOUR,
    read: true,
  },
  {
    other: AMARA,
    subject: 'Timezone bug in calendar events',
    message:
      'Events created late in the evening show up on the next day for people in UTC-5.\nSteps to reproduce are in the task. Could you take a look this week?',
    ago: 3 * DAY,
    read: true,
  },
  {
    other: LUKAS,
    sent: true,
    subject: 'Staging is ready',
    message: 'Staging runs the release candidate now.\nThe remotes are at 1.2.0-rc.1, the host is unchanged.',
    ago: 4 * DAY,
  },
  {
    other: PRIYA,
    subject: 'Welcome to the Customer Portal project',
    message:
      'Hi and welcome!\n\nYou are now an editor of Customer Portal Revamp.\nThe kick-off deck is pinned in the project; start there.\n\nPriya',
    ago: 5 * DAY,
    read: true,
  },
  {
    other: BILLING,
    subject: 'Payment received, thank you',
    message: 'We received your payment of 1,542.30 USD for invoice INV-2026-0101. No action is needed.',
    ago: 6 * DAY,
    read: true,
  },
  {
    other: MARCUS,
    subject: 'Code review: kanban drag and drop',
    message:
      'I left a few comments on the kanban change.\nMain point: the keyboard move should announce the new column.\nOtherwise good to merge.',
    ago: 8 * DAY,
    read: true,
  },
  {
    other: AMARA,
    subject: 'Accessibility audit results',
    message:
      'The audit found three serious issues, all colour contrast in the sidebar themes.\nThe report is attached to the task. Everything else passed.',
    ago: 10 * DAY,
    read: true,
    starred: true,
  },
  {
    other: LUKAS,
    subject: 'Database backup schedule',
    message: 'Backups now run at 02:00 every night and are kept for 30 days.\nRestores were tested on Tuesday.',
    ago: 12 * DAY,
    read: true,
  },
  {
    other: PRIYA,
    subject: 'Quarterly planning: your input',
    message:
      'Please add your top three goals for next quarter to the planning page by Friday.\nShort bullet points are fine.',
    ago: 15 * DAY,
    read: true,
  },
  {
    other: AMARA,
    sent: true,
    subject: 'Re: Accessibility audit results',
    message: 'Thanks Amara. I will fix the sidebar contrast first and ask you to check it again.',
    ago: 16 * DAY,
  },
  {
    other: MARCUS,
    subject: 'New laptop setup',
    message:
      'Your new laptop is ready at the front desk.\nBring the old one so IT can wipe it.\n\nSetup guide: open the IT page and search for "laptop".',
    ago: 19 * DAY,
    read: true,
  },
  {
    other: HARBOR,
    subject: 'Updated billing address',
    message: 'Please use our new billing address from next month:\n900 Pine Street, Suite 400\nSeattle, USA',
    ago: 23 * DAY,
    read: true,
  },
  {
    other: LUKAS,
    subject: 'On-call rota for next month',
    message: 'The on-call rota is out. You have the second week.\nSwap with someone if that does not suit you.',
    ago: 27 * DAY,
    read: true,
  },
  {
    other: PRIYA,
    subject: 'Team offsite: travel details',
    message:
      'The offsite is on the 14th and 15th.\nThe train leaves at 08:10; tickets are booked for everyone.\nDinner on the first evening is at the hotel.',
    ago: 33 * DAY,
    read: true,
  },
  {
    other: BILLING,
    subject: 'Your statement is ready',
    message: 'Your monthly statement is ready. Three invoices are open, one is overdue.',
    ago: 38 * DAY,
    read: true,
  },
  {
    other: MARCUS,
    sent: true,
    subject: 'Holiday next week',
    message: 'I am away from Monday to Wednesday next week.\nPriya covers for me in the stand-ups.',
    ago: 41 * DAY,
  },
  {
    other: AMARA,
    subject: 'Design system: new button styles',
    message:
      'The new button styles are in the kit: solid, outline, ghost.\nThe old "flat" style goes away in the next release.',
    ago: 46 * DAY,
    read: true,
  },
  {
    other: LUKAS,
    subject: 'Server maintenance on Saturday',
    message: 'The servers are down for maintenance on Saturday from 06:00 to 08:00 UTC.',
    ago: 52 * DAY,
    read: true,
  },
  {
    other: PRIYA,
    subject: 'Welcome to Tessera',
    message:
      'Welcome aboard!\n\nYour account is ready. The inbox, calendar and todo list are yours alone; projects are shared with your team.\n\nPriya',
    ago: 60 * DAY,
    read: true,
  },
];

/** The sample messages of `owner`'s new mailbox, oldest last; their times are relative to `now`. */
export function sampleMessages(owner: InboxPerson, now: Date): Params[] {
  return SAMPLES.map(({ other, sent = false, subject, message, ago, read = false, starred = false }) => ({
    sender: sent ? owner : other,
    to: sent ? other : owner,
    date: new Date(now.getTime() - ago).toISOString(),
    subject,
    message,
    folder: sent ? 'sent' : 'inbox',
    read: sent || read,
    starred,
  }));
}
