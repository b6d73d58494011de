// Generated sample tasks, deterministic (a fixed pseudo-random sequence): the seed adds GENERATED_TASK_COUNT
// of them beside the hand-written ones, and `npm run generate -- --tasks 10000` adds thousands for benchmarks.
// Every project gets a group task with children; statuses, priorities, dates and owners vary.

import { TASK_PRIORITIES, type TaskPriority, type TaskStatus } from 'tessera-contracts';
import { dateFromToday, formatDatetime } from '../datetime';
import type { DocSeedContext } from '../resource/doctype';
import type { BoardPlaces } from './board-places';
import { demoUser } from './user-seed';
import { SEED_PROJECTS } from './workspace-seed-data';

export const GENERATED_TASK_COUNT = 270;

const VERBS = ['Draft', 'Review', 'Implement', 'Test', 'Document', 'Plan', 'Design', 'Refactor', 'Measure', 'Fix'];
const OBJECTS = [
  'onboarding flow',
  'billing page',
  'search filters',
  'notification settings',
  'export to CSV',
  'audit log',
  'dark mode colours',
  'permissions matrix',
  'release checklist',
  'error messages',
  'empty states',
  'keyboard navigation',
  'landing page copy',
  'webhook retries',
  'image uploads',
  'date picker',
];
const TYPES_OF_SPACE: Record<string, readonly string[]> = {
  product: ['Research', 'Design', 'Planning'],
  engineering: ['Development', 'Bug', 'QA', 'Security'],
  marketing: ['Content', 'Campaign', 'Design'],
};
const DEPARTMENT_OF_SPACE: Record<string, string> = {
  product: 'Product',
  engineering: 'Engineering',
  marketing: 'Marketing',
};
const OWNERS = ['admin@tessera.dev', 'editor@tessera.dev', 'sa@tessera.dev'];
// Weighted: most work is open or under way.
const STATUSES: readonly TaskStatus[] = [
  'Open',
  'Open',
  'Open',
  'Working',
  'Working',
  'Pending Review',
  'Completed',
  'Completed',
  'Completed',
  'Cancelled',
];

/** mulberry32: a small, fast, seedable generator, so every database gets the same sample tasks. */
function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Expected start and end, in days from today: finished work lies in the past; work still to do runs into the
 * future, except about one task in ten, which is late (the overdue rule marks it at start).
 */
function plannedDays(status: TaskStatus, random: () => number): { start: number; end: number } {
  const days = (from: number, to: number) => from + Math.floor(random() * (to - from + 1));
  if (status === 'Completed' || status === 'Cancelled') {
    const start = days(-90, -10);
    return { start, end: start + days(1, 9) };
  }
  const start = days(-30, 20);
  if (random() < 0.1) return { start: Math.min(start, -16), end: days(-15, -1) };
  return { start, end: Math.max(start, 0) + days(1, 30) };
}

/**
 * Inserts `count` generated tasks, created one after another before `before` (ms since the epoch), so that
 * they list after the hand-written ones in `creation desc`.
 */
export function seedGeneratedTasks(ctx: DocSeedContext, places: BoardPlaces, count: number, before: number): void {
  const random = sequence(20261122);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const groupOf = new Map<string, string>();
  const spacing = Math.max(60_000, Math.floor((90 * 86_400_000) / Math.max(1, count)));
  for (let i = 0; i < count; i += 1) {
    const project = SEED_PROJECTS[i % SEED_PROJECTS.length]!;
    const isGroup = !groupOf.has(project.project_name);
    const status: TaskStatus = isGroup ? 'Working' : pick(STATUSES);
    const priority: TaskPriority = pick(TASK_PRIORITIES);
    const { start, end } = plannedDays(status, random);
    const hours = isGroup ? 0 : 1 + Math.floor(random() * 24);
    const done = status === 'Completed' || status === 'Working';
    const parent = isGroup || random() > 0.3 ? null : (groupOf.get(project.project_name) ?? null);
    const doc = ctx.insert(
      {
        subject: isGroup ? `${project.project_name} milestones` : `${pick(VERBS)} ${pick(OBJECTS)} (${i + 1})`,
        status,
        priority,
        type: pick(TYPES_OF_SPACE[project.space] ?? ['Planning']),
        department: DEPARTMENT_OF_SPACE[project.space] ?? 'Product',
        is_group: isGroup ? 1 : 0,
        parent_task: parent,
        exp_start_date: dateFromToday(start, ctx.now),
        exp_end_date: dateFromToday(end, ctx.now),
        expected_time: hours,
        total_costing_amount: done ? hours * 75 : 0,
        total_billing_amount: done ? hours * 110 : 0,
        ...places.next(project.project_name, status),
      },
      {
        owner: demoUser(pick(OWNERS)),
        timestamp: formatDatetime(new Date(before - (count - i) * spacing)),
      },
    );
    if (isGroup) groupOf.set(project.project_name, String(doc.name));
  }
}
