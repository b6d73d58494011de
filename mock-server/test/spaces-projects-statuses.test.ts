// Spaces, Projects and Puxeo Statuses over HTTP: the seed, validation, the status source, permissions, the
// stale-document refusal after a status remap, and deleting: refused while anything links to the document, as
// Frappe refuses it, and nothing deleted with it.

import { errorMessage, loggedIn, serveForTests, USERS, type Client } from './helpers/server';

const SITE_URL = 'http://tessera.test';
const ctx = serveForTests({ user: USERS.editor, settings: { siteUrl: SITE_URL } });
const json = (value: unknown) => JSON.stringify(value);

interface Status {
  name: string;
  name1: string;
  space?: string;
  project?: string;
  position: number;
}

async function statusesOf(client: Client, parent: { space: string } | { project: string }): Promise<Status[]> {
  const res = await client.get('/api/resource/Puxeo Statuses', {
    fields: json(['name', 'name1', 'space', 'project', 'position']),
    filters: json(parent),
    order_by: 'position asc',
    limit: 0,
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

async function createSpace(client: Client, name1: string, statuses: string[]) {
  const space = (await client.post('/api/resource/Spaces', { name1, color: '#123456' })).body.data;
  await Promise.all(
    statuses.map((status, position) =>
      client.post('/api/resource/Puxeo Statuses', { name1: status, color: '#000000', space: space.name, position }),
    ),
  );
  return space as { name: string };
}

describe('the seed', () => {
  it('has three spaces with ordered statuses and eight projects, two with their own statuses', async () => {
    const spaces = (await ctx.client.get('/api/resource/Spaces', { fields: json(['name', 'name1']) })).body.data;
    expect(spaces.map((space: { name1: string }) => space.name1)).toEqual(['Product', 'Engineering', 'Marketing']);
    expect((await statusesOf(ctx.client, { space: 'engineering' })).map((status) => status.name1)).toEqual([
      'To do',
      'In progress',
      'Code review',
      'QA',
      'Done',
    ]);
    const projects = (
      await ctx.client.get('/api/resource/Project', { fields: json(['name', 'project_name', 'is_custom']), limit: 0 })
    ).body.data;
    expect(projects).toHaveLength(8);
    const custom = projects.filter((project: { is_custom: number }) => project.is_custom === 1);
    expect(custom.map((project: { project_name: string }) => project.project_name)).toEqual([
      'Release 1.2',
      'Q4 campaign',
    ]);
    expect(await statusesOf(ctx.client, { project: custom[0].name })).toHaveLength(3);
  });

  it("puts every seeded task in a project, on one of that project's statuses", async () => {
    const tasks = (
      await ctx.client.get('/api/resource/Task', { fields: json(['name', 'project', 'puxeo_status']), limit: 0 })
    ).body.data as { name: string; project: string | null; puxeo_status: string | null }[];
    expect(tasks.length).toBeGreaterThanOrEqual(300);
    const projects = (
      await ctx.client.get('/api/resource/Project', { fields: json(['name', 'space', 'is_custom']), limit: 0 })
    ).body.data as { name: string; space: string; is_custom: number }[];
    const allowed = new Map<string, Set<string>>();
    for (const project of projects) {
      const parent = project.is_custom ? { project: project.name } : { space: project.space };
      allowed.set(project.name, new Set((await statusesOf(ctx.client, parent)).map((status) => status.name)));
    }
    for (const task of tasks) {
      expect(task.project).not.toBeNull();
      expect(allowed.get(task.project!)?.has(task.puxeo_status!)).toBe(true);
    }
  });
});

describe('validation', () => {
  it('requires a unique project_name and names projects PROJ-####, status Open by default', async () => {
    const missing = await ctx.client.post('/api/resource/Project', { subject: 'No name' });
    expect(missing.status).toBe(417);
    expect(missing.body.exc_type).toBe('MandatoryError');
    const created = await ctx.client.post('/api/resource/Project', { project_name: 'Onboarding', space: 'product' });
    expect(created.body.data).toMatchObject({ status: 'Open', project_status: 'Open', is_custom: 0 });
    expect(created.body.data.name).toMatch(/^PROJ-\d{4}$/);
    const again = await ctx.client.post('/api/resource/Project', { project_name: ' onboarding ' });
    expect(again.status).toBe(417);
    expect(errorMessage(again, 'UniqueValidationError')).toBe('A project named  onboarding  already exists here');
  });

  it('gives a status exactly one parent and a name unique within it', async () => {
    const none = await ctx.client.post('/api/resource/Puxeo Statuses', { name1: 'Loose', color: '#000000' });
    expect(errorMessage(none, 'ValidationError')).toBe('A status belongs to either a space or a project (one of them)');
    const both = await ctx.client.post('/api/resource/Puxeo Statuses', {
      name1: 'Both',
      space: 'product',
      project: 'PROJ-0001',
    });
    expect(both.status).toBe(417);
    const clash = await ctx.client.post('/api/resource/Puxeo Statuses', { name1: 'backlog', space: 'product' });
    expect(errorMessage(clash, 'UniqueValidationError')).toBe('A status named backlog already exists here');
    const elsewhere = await ctx.client.post('/api/resource/Puxeo Statuses', { name1: 'Backlog', space: 'marketing' });
    expect(elsewhere.status).toBe(200);
    const unknown = await ctx.client.post('/api/resource/Puxeo Statuses', { name1: 'X', space: 'nowhere' });
    expect(errorMessage(unknown, 'LinkValidationError')).toBe('Could not find Space: nowhere');
  });

  it("refuses a task status that is not one of its project's", async () => {
    const [marketingStatus] = await statusesOf(ctx.client, { space: 'marketing' });
    const res = await ctx.client.post('/api/resource/Task', {
      subject: 'Wrong column',
      project: 'PROJ-0001',
      puxeo_status: marketingStatus!.name,
    });
    expect(errorMessage(res, 'ValidationError')).toBe(
      `Status ${marketingStatus!.name} is not one of the statuses of project PROJ-0001`,
    );
    const noProject = await ctx.client.post('/api/resource/Task', {
      subject: 'x',
      puxeo_status: marketingStatus!.name,
    });
    expect(errorMessage(noProject, 'ValidationError')).toBe('A task needs a project before it can take a board status');
  });
});

describe('the status source', () => {
  it("moves a project's tasks onto its own statuses and back, by name, and a stale save is refused", async () => {
    const space = await createSpace(ctx.client, 'Switching space', ['Todo', 'Doing', 'Done']);
    const project = (
      await ctx.client.post('/api/resource/Project', { project_name: 'Switching project', space: space.name })
    ).body.data;
    const spaceStatuses = await statusesOf(ctx.client, { space: space.name });
    const task = (
      await ctx.client.post('/api/resource/Task', {
        subject: 'Follows the source',
        project: project.name,
        puxeo_status: spaceStatuses[2]!.name,
      })
    ).body.data;

    // Its own statuses, defined before the switch, change nothing while it uses its space's.
    for (const [position, name1] of ['Queued', 'Done'].entries()) {
      await ctx.client.post('/api/resource/Puxeo Statuses', { name1, project: project.name, position });
    }
    expect((await ctx.client.get(`/api/resource/Task/${task.name}`)).body.data.modified).toBe(task.modified);
    await ctx.client.put(`/api/resource/Project/${project.name}`, { is_custom: 1 });
    const own = await statusesOf(ctx.client, { project: project.name });
    const moved = (await ctx.client.get(`/api/resource/Task/${task.name}`)).body.data;
    expect(moved.puxeo_status).toBe(own[1]!.name); // "Done" → "Done"
    expect(moved.modified).not.toBe(task.modified);

    // The client still holding the old task cannot overwrite the move.
    const stale = await ctx.client.put(`/api/resource/Task/${task.name}`, {
      priority: 'High',
      modified: task.modified,
    });
    expect(stale.status).toBe(417);
    expect(stale.body.exc_type).toBe('TimestampMismatchError');

    await ctx.client.put(`/api/resource/Project/${project.name}`, { is_custom: 0 });
    expect((await ctx.client.get(`/api/resource/Task/${task.name}`)).body.data.puxeo_status).toBe(
      spaceStatuses[2]!.name,
    );
  });

  it('keeps tasks where they are while a project switched to its own statuses has none, then uses the first', async () => {
    const space = await createSpace(ctx.client, 'Empty source space', ['Alpha', 'Beta']);
    const project = (
      await ctx.client.post('/api/resource/Project', { project_name: 'Empty source project', space: space.name })
    ).body.data;
    const [, beta] = await statusesOf(ctx.client, { space: space.name });
    const task = (
      await ctx.client.post('/api/resource/Task', { subject: 'Waits', project: project.name, puxeo_status: beta!.name })
    ).body.data;
    await ctx.client.put(`/api/resource/Project/${project.name}`, { is_custom: 1 });
    expect((await ctx.client.get(`/api/resource/Task/${task.name}`)).body.data.puxeo_status).toBe(beta!.name);
    const first = (await ctx.client.post('/api/resource/Puxeo Statuses', { name1: 'Inbox', project: project.name }))
      .body.data;
    expect((await ctx.client.get(`/api/resource/Task/${task.name}`)).body.data.puxeo_status).toBe(first.name);
  });
});

describe('permissions', () => {
  it('lets a GUEST read but not write, and only ADMIN and SA delete', async () => {
    const guest = await loggedIn(ctx.server.baseUrl, USERS.guest);
    expect((await guest.get('/api/resource/Spaces')).status).toBe(200);
    for (const doctype of ['Spaces', 'Project', 'Puxeo Statuses']) {
      const res = await guest.post(`/api/resource/${doctype}`, { name1: 'x', project_name: 'x', space: 'product' });
      expect(res.status).toBe(403);
      expect(res.body.exc_type).toBe('PermissionError');
    }
    const space = await createSpace(ctx.client, 'Editor cannot delete', []);
    expect((await ctx.client.delete(`/api/resource/Spaces/${space.name}`)).status).toBe(403);
    const admin = await loggedIn(ctx.server.baseUrl, USERS.admin);
    expect((await admin.delete(`/api/resource/Spaces/${space.name}`)).status).toBe(202);
  });
});

describe('archive and delete', () => {
  it('archives a space out of the default list and restores it', async () => {
    const space = await createSpace(ctx.client, 'Archivable', []);
    await ctx.client.put(`/api/resource/Spaces/${space.name}`, { archived: 1 });
    const active = await ctx.client.get('/api/resource/Spaces', { filters: json({ archived: 0 }), limit: 0 });
    expect(active.body.data.map((row: { name: string }) => row.name)).not.toContain(space.name);
    await ctx.client.put(`/api/resource/Spaces/${space.name}`, { archived: 0 });
    const restored = await ctx.client.get('/api/resource/Spaces', { filters: json({ archived: 0 }), limit: 0 });
    expect(restored.body.data.map((row: { name: string }) => row.name)).toContain(space.name);
  });

  it('refuses to delete what a document links to (LinkExistsError) and deletes nothing with it', async () => {
    const admin = await loggedIn(ctx.server.baseUrl, USERS.admin);
    const space = await createSpace(admin, 'Deletable', ['One', 'Two']);
    const project = (
      await admin.post('/api/resource/Project', { project_name: 'Deletable project', space: space.name })
    ).body.data;
    const own = (await admin.post('/api/resource/Puxeo Statuses', { name1: 'Own', project: project.name })).body.data;
    const [one, two] = await statusesOf(admin, { space: space.name });
    const task = (await admin.post('/api/resource/Task', { subject: 'Blocks deletion', project: project.name })).body
      .data;
    const link = (doctype: string, slug: string, name: string) =>
      `${doctype} <a href="${SITE_URL}/app/${slug}/${name}">${name}</a>`;
    const refusal = async (path: string) => errorMessage(await admin.delete(path), 'LinkExistsError');

    expect(await refusal(`/api/resource/Spaces/${space.name}`)).toBe(
      `Cannot delete or cancel because ${link('Spaces', 'spaces', space.name)} is linked with ` +
        `${link('Project', 'project', project.name)} `,
    );
    expect(await refusal(`/api/resource/Project/${project.name}`)).toBe(
      `Cannot delete or cancel because ${link('Project', 'project', project.name)} is linked with ` +
        `${link('Puxeo Statuses', 'puxeo-statuses', own.name)} `,
    );
    // Nothing was deleted along the way.
    expect(await statusesOf(admin, { space: space.name })).toHaveLength(2);
    expect(await statusesOf(admin, { project: project.name })).toHaveLength(1);

    // Children first, as a client must: the project's status, then the project is held by its task alone.
    expect((await admin.delete(`/api/resource/Puxeo Statuses/${own.name}`)).status).toBe(202);
    expect(await refusal(`/api/resource/Project/${project.name}`)).toBe(
      `Cannot delete or cancel because ${link('Project', 'project', project.name)} is linked with ` +
        `${link('Task', 'task', task.name)} `,
    );
    expect((await admin.delete(`/api/resource/Task/${task.name}`)).status).toBe(202);
    expect((await admin.delete(`/api/resource/Project/${project.name}`)).status).toBe(202);
    expect(await refusal(`/api/resource/Spaces/${space.name}`)).toBe(
      `Cannot delete or cancel because ${link('Spaces', 'spaces', space.name)} is linked with ` +
        `${link('Puxeo Statuses', 'puxeo-statuses', one!.name)} `,
    );
    for (const status of [one!, two!]) {
      expect((await admin.delete(`/api/resource/Puxeo Statuses/${status.name}`)).status).toBe(202);
    }
    expect((await admin.delete(`/api/resource/Spaces/${space.name}`)).status).toBe(202);
    expect((await admin.get(`/api/resource/Spaces/${space.name}`)).status).toBe(404);
    // Deleting it again: Frappe's 404, which a client finishing a half-done delete takes as done.
    const again = await admin.delete(`/api/resource/Spaces/${space.name}`);
    expect([again.status, again.body.exc_type]).toEqual([404, 'DoesNotExistError']);
  });

  it('refuses to delete a status a task is on, naming the task', async () => {
    const admin = await loggedIn(ctx.server.baseUrl, USERS.admin);
    const space = await createSpace(admin, 'Status in use', ['Busy']);
    const project = (await admin.post('/api/resource/Project', { project_name: 'Busy project', space: space.name }))
      .body.data;
    const [busy] = await statusesOf(admin, { space: space.name });
    const task = (
      await admin.post('/api/resource/Task', { subject: 'On it', project: project.name, puxeo_status: busy!.name })
    ).body.data;
    expect(errorMessage(await admin.delete(`/api/resource/Puxeo Statuses/${busy!.name}`), 'LinkExistsError')).toBe(
      `Cannot delete or cancel because Puxeo Statuses <a href="${SITE_URL}/app/puxeo-statuses/${busy!.name}">` +
        `${busy!.name}</a> is linked with Task <a href="${SITE_URL}/app/task/${task.name}">${task.name}</a> `,
    );
  });
});

describe('concurrency', () => {
  it('200 concurrent creates give 200 tasks with 200 different names', async () => {
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => ctx.client.post('/api/resource/Task', { subject: `Concurrent ${i}` })),
    );
    expect(results.every((res) => res.status === 200)).toBe(true);
    expect(new Set(results.map((res) => res.body.data.name)).size).toBe(200);
    const stored = await ctx.client.get('/api/method/frappe.client.get_count', {
      doctype: 'Task',
      filters: json([['subject', 'like', 'Concurrent %']]),
    });
    expect(stored.body.message).toBe(200);
  });

  it('200 concurrent updates of different tasks all land, and the list shows every one of them', async () => {
    const created = await Promise.all(
      Array.from({ length: 200 }, (_, i) => ctx.client.post('/api/resource/Task', { subject: `To update ${i}` })),
    );
    const tasks = created.map((res) => res.body.data as { name: string; modified: string });
    // A list read first, so an answer kept from before the updates would show in the check below.
    await ctx.client.get('/api/resource/Task', {
      fields: json(['name', 'priority']),
      filters: json([['subject', 'like', 'To update %']]),
      limit_page_length: 0,
    });
    const updates = await Promise.all(
      tasks.map((task) =>
        ctx.client.put(`/api/resource/Task/${task.name}`, { priority: 'Urgent', modified: task.modified }),
      ),
    );
    expect(updates.map((res) => res.status)).toEqual(tasks.map(() => 200));
    const listed = await ctx.client.get('/api/resource/Task', {
      fields: json(['name', 'priority']),
      filters: json([['subject', 'like', 'To update %']]),
      limit_page_length: 0,
    });
    expect(listed.body.data).toHaveLength(200);
    expect(listed.body.data.every((row: { priority: string }) => row.priority === 'Urgent')).toBe(true);
  });
});
