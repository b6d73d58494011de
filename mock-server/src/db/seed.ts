// Fills a database that has no users yet: the demo users, sample tasks, todos and tags.
// Documents go through the resource engine (naming, defaults, validation) as Administrator.

import crypto from 'node:crypto';
import { dateFromToday, formatDatetime, nowDatetime } from '../frappe/datetime';
import { TASK } from '../frappe/doctypes/task';
import { USER } from '../frappe/doctypes/user';
import type { ResourceService } from '../frappe/resource/service';
import { ADMINISTRATOR, signedInUser } from '../frappe/roles';
import { DEMO_PASSWORD, SEED_TAGS, SEED_TASKS, SEED_TODOS, SEED_USERS } from './seed-data';
import type { Db } from './open';

const SEEDER = signedInUser(ADMINISTRATOR, [ADMINISTRATOR]);

export function isEmpty(db: Db): boolean {
  return (db.prepare('SELECT COUNT(*) AS n FROM "tabUser"').get() as { n: number }).n === 0;
}

function seedUsers(resources: ResourceService, start: Date): void {
  let minute = 0;
  const at = () => formatDatetime(new Date(start.getTime() + minute++ * 60_000));
  resources.createSync(
    SEEDER,
    USER.name,
    {
      email: 'admin@example.com',
      first_name: ADMINISTRATOR,
      roles: [{ role: ADMINISTRATOR }],
      // Nobody knows it: Administrator exists so that reset_password's "not allowed" answer is reachable.
      new_password: crypto.randomBytes(24).toString('base64'),
    },
    // Frappe's Administrator is named "Administrator", not by e-mail.
    { ignorePermissions: true, timestamp: at(), name: ADMINISTRATOR },
  );

  for (const u of SEED_USERS) {
    resources.createSync(
      SEEDER,
      USER.name,
      { email: u.email, first_name: u.firstName, last_name: u.lastName, roles: [{ role: u.role }], new_password: DEMO_PASSWORD },
      { ignorePermissions: true, timestamp: at() },
    );
  }
}

function seedTasks(resources: ResourceService, start: Date): void {
  const owners = new Map(SEED_USERS.map((u) => [u.email, signedInUser(u.email, [u.role])]));
  SEED_TASKS.forEach((t, i) => {
    // Staggered creation: one task every ~5 hours, oldest first.
    const created = formatDatetime(new Date(start.getTime() + (i + 1) * 5 * 3600_000 + i * 7_013));
    const doc = resources.createSync(
      owners.get(t.owner) ?? SEEDER,
      TASK.name,
      {
        subject: t.subject,
        status: t.status,
        priority: t.priority,
        type: t.type,
        department: t.department,
        project: t.project ?? null,
        color: t.color ?? null,
        is_group: t.is_group ?? 0,
        exp_start_date: dateFromToday(t.start),
        exp_end_date: dateFromToday(t.end),
        expected_time: t.hours,
        description: t.description ?? null,
      },
      { ignorePermissions: true, timestamp: created },
    );
    // Costing totals come from timesheets in ERPNext; clients cannot write them, so set them directly.
    resources.db
      .prepare('UPDATE "tabTask" SET total_costing_amount = ?, total_billing_amount = ? WHERE name = ?')
      .run(t.costing, t.billing, doc.name);
  });
}

function seedTodos(db: Db): void {
  const insertTag = db.prepare('INSERT INTO todo_tag(name) VALUES (?)');
  const tagIds = new Map(SEED_TAGS.map((name) => [name, Number(insertTag.run(name).lastInsertRowid)]));
  const insertTodo = db.prepare(
    `INSERT INTO todo(position, title, note, important, starred, done, read, selected, start_date, due_date, modified)
     VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?)`,
  );
  const link = db.prepare('INSERT INTO todo_tag_link(todo_id, tag_id) VALUES (?, ?)');
  const day = 24 * 3600_000;
  const now = Date.now();
  SEED_TODOS.forEach((t, position) => {
    const id = Number(
      insertTodo.run(
        position,
        t.title,
        t.note,
        Number(t.important),
        Number(t.starred),
        Number(t.done),
        Number(t.read),
        new Date(now + t.startDays * day).toISOString(),
        new Date(now + t.dueDays * day).toISOString(),
        nowDatetime(),
      ).lastInsertRowid,
    );
    for (const tag of t.tags) link.run(id, tagIds.get(tag));
  });
}

/** Seeds everything when the database has no users; returns whether it did. */
export function seedIfEmpty(db: Db, resources: ResourceService): boolean {
  if (!isEmpty(db)) return false;
  db.transaction(() => {
    // Users first, then tasks spread over the last ~7 days (30 tasks × 5 h), ending before now.
    const start = new Date(Date.now() - (SEED_TASKS.length + 2) * 5 * 3600_000);
    seedUsers(resources, new Date(start.getTime() - 3600_000));
    seedTasks(resources, start);
    seedTodos(db);
  })();
  return true;
}
