// 30 sample tasks, created by their owners over the week before seeding (one every ~5 hours, oldest first),
// with expected dates relative to the seeding day, so that some are already overdue.

import type { TaskPriority, TaskStatus } from 'tessera-contracts';
import { dateFromToday, formatDatetime } from '../datetime';
import type { DocSeedContext } from '../resource/doctype';
import { demoUser } from './user-seed';
import { BoardPlaces } from './board-places';
import { GENERATED_TASK_COUNT, seedGeneratedTasks } from './task-generator';

interface SeedTask {
  subject: string;
  status: TaskStatus;
  priority: TaskPriority;
  type: string;
  department: string;
  project?: string;
  color?: string;
  is_group?: number;
  /** Days from the seeding day. */
  start: number;
  end: number;
  hours: number;
  costing: number;
  billing: number;
  owner: string;
  description?: string;
}

const A = 'admin@tessera.dev';
const E = 'editor@tessera.dev';
const S = 'sa@tessera.dev';

// Oldest first: they are inserted in this order, so `creation desc` lists the last one first.
// prettier-ignore
const SEED_TASKS: readonly SeedTask[] = [
  { subject: 'Kick-off workshop with stakeholders', status: 'Completed', priority: 'High', type: 'Meeting', department: 'Management', start: -60, end: -58, hours: 6, costing: 540, billing: 900, owner: S, is_group: 0 },
  { subject: 'Define project charter and success metrics', status: 'Completed', priority: 'Medium', type: 'Planning', department: 'Management', start: -57, end: -50, hours: 12, costing: 1080, billing: 1500, owner: S },
  { subject: 'Audit existing customer portal', status: 'Completed', priority: 'Medium', type: 'Research', department: 'Product', start: -55, end: -45, hours: 20, costing: 1600, billing: 2400, owner: A },
  { subject: 'Design system: colour tokens', status: 'Completed', priority: 'Low', type: 'Design', department: 'Design', color: '#7c3aed', start: -50, end: -42, hours: 14, costing: 980, billing: 1400, owner: E },
  { subject: 'Set up CI pipeline and preview deployments', status: 'Completed', priority: 'High', type: 'Development', department: 'Engineering', start: -48, end: -40, hours: 16, costing: 1440, billing: 2000, owner: A },
  { subject: 'Migrate authentication to server sessions', status: 'Completed', priority: 'Urgent', type: 'Development', department: 'Engineering', start: -44, end: -30, hours: 40, costing: 3600, billing: 5200, owner: A, description: '<p>Replace client-side tokens with HttpOnly session cookies.</p>' },
  { subject: 'Write onboarding guide for new editors', status: 'Cancelled', priority: 'Low', type: 'Documentation', department: 'Support', start: -40, end: -33, hours: 8, costing: 0, billing: 0, owner: E },
  { subject: 'Kanban board drag-and-drop prototype', status: 'Completed', priority: 'Medium', type: 'Development', department: 'Engineering', color: '#2563eb', start: -38, end: -28, hours: 24, costing: 2040, billing: 2880, owner: E },
  { subject: 'Q3 roadmap review', status: 'Completed', priority: 'High', type: 'Meeting', department: 'Management', start: -35, end: -35, hours: 3, costing: 270, billing: 0, owner: S },
  { subject: 'Accessibility review of sign-in pages', status: 'Overdue', priority: 'High', type: 'QA', department: 'Quality', start: -30, end: -12, hours: 10, costing: 700, billing: 1100, owner: A },
  { subject: 'Translate sidebar labels to Spanish', status: 'Open', priority: 'Low', type: 'Localisation', department: 'Product', start: -28, end: -9, hours: 6, costing: 0, billing: 0, owner: E },
  { subject: 'Fix timezone bug in calendar events', status: 'Working', priority: 'Urgent', type: 'Bug', department: 'Engineering', start: -25, end: -3, hours: 5, costing: 375, billing: 600, owner: A },
  { subject: 'Vendor contract renewal', status: 'Pending Review', priority: 'Medium', type: 'Administration', department: 'Finance', start: -24, end: 5, hours: 4, costing: 240, billing: 0, owner: S },
  { subject: 'Invoice template redesign', status: 'Working', priority: 'Medium', type: 'Design', department: 'Design', color: '#db2777', start: -21, end: 6, hours: 18, costing: 1260, billing: 1800, owner: E },
  { subject: 'Customer interviews: task manager', status: 'Completed', priority: 'Medium', type: 'Research', department: 'Product', start: -20, end: -14, hours: 15, costing: 1200, billing: 1650, owner: A },
  { subject: 'Release 1.2 epic', status: 'Working', priority: 'High', type: 'Planning', department: 'Engineering', is_group: 1, start: -18, end: 20, hours: 0, costing: 0, billing: 0, owner: S, description: '<p>Parent task for everything shipping in 1.2.</p>' },
  { subject: 'Spaces and statuses API integration', status: 'Working', priority: 'High', type: 'Development', department: 'Engineering', start: -16, end: 8, hours: 30, costing: 2700, billing: 3900, owner: A },
  { subject: 'Load test the task list endpoint', status: 'Open', priority: 'Medium', type: 'QA', department: 'Quality', start: -14, end: 10, hours: 8, costing: 0, billing: 0, owner: E },
  { subject: 'Security review of file uploads', status: 'Pending Review', priority: 'Urgent', type: 'Security', department: 'Engineering', start: -12, end: 2, hours: 12, costing: 1200, billing: 1560, owner: S },
  { subject: 'Update privacy policy for EU customers', status: 'Overdue', priority: 'High', type: 'Legal', department: 'Legal', start: -11, end: -2, hours: 6, costing: 720, billing: 0, owner: S },
  { subject: 'Dashboard v2 chart polish', status: 'Open', priority: 'Low', type: 'Design', department: 'Design', color: '#059669', start: -9, end: 12, hours: 10, costing: 0, billing: 0, owner: E },
  { subject: 'Add keyboard shortcuts to kanban', status: 'Open', priority: 'Medium', type: 'Development', department: 'Engineering', start: -7, end: 14, hours: 9, costing: 0, billing: 0, owner: E },
  { subject: 'Prepare quarterly billing report', status: 'Open', priority: 'High', type: 'Administration', department: 'Finance', start: -6, end: -1, hours: 5, costing: 0, billing: 0, owner: A },
  { subject: 'Mobile layout for the inbox', status: 'Working', priority: 'Medium', type: 'Development', department: 'Engineering', start: -5, end: 9, hours: 16, costing: 640, billing: 960, owner: A },
  { subject: 'Support macro for password resets', status: 'Completed', priority: 'Low', type: 'Documentation', department: 'Support', start: -4, end: -2, hours: 2, costing: 120, billing: 0, owner: E },
  { subject: 'Plan team offsite', status: 'Open', priority: 'Low', type: 'Meeting', department: 'Management', start: -3, end: 30, hours: 4, costing: 0, billing: 0, owner: S },
  { subject: 'Reusable project template', status: 'Template', priority: 'Medium', type: 'Planning', department: 'Product', start: -2, end: 40, hours: 0, costing: 0, billing: 0, owner: A },
  { subject: 'Investigate slow search on contacts page', status: 'Open', priority: 'Urgent', type: 'Bug', department: 'Engineering', start: -1, end: 3, hours: 6, costing: 0, billing: 0, owner: A },
  { subject: 'Customer webinar rehearsal', status: 'Cancelled', priority: 'Medium', type: 'Meeting', department: 'Marketing', start: -1, end: 4, hours: 2, costing: 0, billing: 0, owner: S },
  { subject: 'Write release notes for 1.2', status: 'Open', priority: 'Medium', type: 'Documentation', department: 'Product', start: 0, end: 18, hours: 5, costing: 0, billing: 0, owner: E },
];

/** Each department's work goes to these projects, in turn. */
const PROJECTS_OF_DEPARTMENT: Record<string, readonly string[]> = {
  Engineering: ['API platform', 'Mobile app', 'Release 1.2', 'Security hardening'],
  Design: ['Design system'],
  Product: ['Customer portal'],
  Quality: ['Security hardening', 'Mobile app'],
  Management: ['Customer portal'],
  Finance: ['Q4 campaign'],
  Legal: ['Security hardening'],
  Support: ['Customer portal'],
  Marketing: ['Q4 campaign', 'Website relaunch'],
};

export function seedTasks(ctx: DocSeedContext): void {
  const places = new BoardPlaces(ctx);
  // Generated tasks first, dated over the three months before the hand-written ones, which stay the newest
  // (and keep the first names of the series, TASK-YYYY-00001…).
  const handWrittenStart = ctx.now.getTime() - (SEED_TASKS.length + 2) * 5 * 3600_000;
  const turns = new Map<string, number>();
  SEED_TASKS.forEach((t, i) => {
    const projects = PROJECTS_OF_DEPARTMENT[t.department] ?? ['Customer portal'];
    const turn = turns.get(t.department) ?? 0;
    turns.set(t.department, turn + 1);
    const projectName = t.subject.startsWith('Release 1.2') ? 'Release 1.2' : projects[turn % projects.length]!;
    ctx.insert(
      {
        subject: t.subject,
        status: t.status,
        priority: t.priority,
        type: t.type,
        department: t.department,
        color: t.color ?? null,
        is_group: t.is_group ?? 0,
        exp_start_date: dateFromToday(t.start, ctx.now),
        exp_end_date: dateFromToday(t.end, ctx.now),
        expected_time: t.hours,
        description: t.description ?? null,
        // From timesheets in ERPNext; read-only for clients, set by the seed.
        total_costing_amount: t.costing,
        total_billing_amount: t.billing,
        ...places.next(projectName, t.status),
      },
      {
        owner: demoUser(t.owner),
        timestamp: formatDatetime(new Date(handWrittenStart + (i + 1) * 5 * 3600_000 + i * 7_013)),
      },
    );
  });
  seedGeneratedTasks(ctx, places, GENERATED_TASK_COUNT, handWrittenStart);
}
