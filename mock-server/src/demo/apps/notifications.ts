// The notifications demo app (docs/demo-api.md): each signed-in user's own notifications, newest first. The original
// API answers every call with the whole list, at paths the standard endpoints do not have (GET on the base
// itself, /delete-all), so it is declared as custom routes on the engine's store:
//   GET  /api/notification               the list
//   POST /api/notification/add           the list, with the new notification
//   POST /api/notification/delete {id}   the list left (404 for an id the user has not got)
//   POST /api/notification/delete-all    []

import type { CollectionRecords, DemoApp, DemoCollection, DemoRecord } from '../engine/definition';
import { integerParam } from '../engine/params';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Newest first; equal times in the order they were added, last first. */
function newestFirst(records: CollectionRecords): DemoRecord[] {
  const time = (record: DemoRecord) => Date.parse(String(record.timestamp)) || 0;
  return records.all().sort((a, b) => time(b) - time(a) || b.id - a.id);
}

interface SeedNotification {
  heading: string;
  icon: { name: string; color: string };
  title: string;
  subtitle: string;
  path: string;
  /** How long before seeding it happened. */
  ago: number;
}

/**
 * Task names and titles are those of the Task seed (../../frappe/doctypes/task-seed.ts), named in the year
 * they were seeded; the people are colleagues outside the demo users, so nobody reads about themselves.
 */
function seedNotifications(now: Date): readonly SeedNotification[] {
  const task = (n: number) => `TASK-${now.getFullYear()}-${String(n).padStart(5, '0')}`;
  // prettier-ignore
  return [
    { heading: 'Tasks', icon: { name: 'task', color: 'red' }, title: `Task ${task(12)} is overdue`, subtitle: 'Fix timezone bug in calendar events was due 3 days ago.', path: '/projects/all', ago: 8 * MINUTE },
    { heading: 'Comments', icon: { name: 'comment', color: 'blue' }, title: `Marcus Lee commented on ${task(14)}`, subtitle: '"Can the invoice template use the brand colours from the new tokens?"', path: '/projects/all', ago: 47 * MINUTE },
    { heading: 'Reminders', icon: { name: 'calendar', color: 'orange' }, title: 'Fix the 500 on the invoices endpoint is due today', subtitle: 'One of your todos is due before the end of the day.', path: '/todo/list', ago: 2 * HOUR },
    { heading: 'Projects', icon: { name: 'project', color: 'green' }, title: 'New project created', subtitle: 'Priya Shah created Customer Portal Revamp and added you as a member.', path: '/projects/all', ago: 5 * HOUR },
    { heading: 'Security', icon: { name: 'security', color: 'purple' }, title: 'Your password was changed', subtitle: 'If this was not you, reset your password now.', path: '/pages/user-profile', ago: 4 * DAY },
    { heading: 'Team', icon: { name: 'user', color: 'blue' }, title: 'Marcus Lee joined your team', subtitle: 'Added to the Release 1.2 project as an editor.', path: '/pages/user-profile', ago: 12 * DAY },
    { heading: 'Reports', icon: { name: 'project', color: 'green' }, title: 'Monthly project report is ready', subtitle: '24 tasks completed, 3 overdue across 5 projects.', path: '/dashboard/v1', ago: 38 * DAY },
    { heading: 'Projects', icon: { name: 'project', color: 'purple' }, title: 'You were added to Website Redesign', subtitle: 'Priya Shah made you an editor of the project.', path: '/projects/all', ago: 96 * DAY },
  ];
}

export const NOTIFICATIONS: DemoCollection = {
  name: 'notification',
  label: 'Notification',
  base: 'notification',
  app: 'notifications',
  scope: 'user',
  standardRoutes: false,
  versioned: false,
  fields: {
    heading: { type: 'text', required: true, trim: true, max: 140 },
    icon: {
      type: 'object',
      fields: {
        name: { type: 'text', required: true, trim: true, max: 40 },
        color: { type: 'text', required: true, trim: true, max: 20 },
      },
      default: { name: 'bell', color: 'blue' },
    },
    timestamp: { type: 'datetime', default: (now) => now.toISOString() },
    title: { type: 'text', required: true, trim: true, max: 140 },
    subtitle: { type: 'text', max: 280, default: '' },
    // Where the app goes when the notification is clicked; '' for nowhere.
    path: { type: 'text', format: 'path', max: 500, default: '' },
  },
  seed: ({ now }) =>
    seedNotifications(now).map(({ ago, ...notification }) => ({
      ...notification,
      timestamp: new Date(now.getTime() - ago).toISOString(),
    })),
  routes: (api) => {
    api.get('/', ({ records }) => newestFirst(records));
    api.post('/add', ({ params, records }) => {
      records.add(params);
      return newestFirst(records);
    });
    api.post('/delete', ({ params, records }) => {
      records.remove(integerParam(params, 'id'));
      return newestFirst(records);
    });
    api.post('/delete-all', ({ records }) => {
      records.clear();
      return [];
    });
  },
};

export default [NOTIFICATIONS] satisfies DemoApp;
