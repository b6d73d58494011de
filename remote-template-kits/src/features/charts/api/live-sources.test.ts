import { testQueryClient } from 'build-presets/testing';
import { listDocs } from 'shared-auth';
import { liveSourceQuery } from './live-sources';

jest.mock('shared-auth', () => ({
  ...jest.requireActual<typeof import('shared-auth')>('shared-auth'),
  listDocs: jest.fn(),
}));

const listDocsMock = jest.mocked(listDocs);

beforeEach(() => listDocsMock.mockReset());

test('a crossed count is one group_by request, shaped into one row per status and one series per priority', async () => {
  listDocsMock.mockResolvedValue([
    { priority: 'High', status: 'Open', count: 2 },
    { priority: 'Low', status: 'Open', count: '1' },
  ]);
  const data = await testQueryClient().fetchQuery(liveSourceQuery('priorityByStatus', '2026-03-05'));

  expect(listDocsMock).toHaveBeenCalledTimes(1);
  expect(listDocsMock).toHaveBeenCalledWith(
    'Task',
    {
      fields: ['priority', 'status', 'count(name) as count'],
      filters: [['status', '!=', 'Template']],
      groupBy: 'priority,status',
      limitPageLength: 0,
    },
    expect.any(AbortSignal),
  );
  expect(data.series.map((series) => series.name)).toEqual(['Low', 'Medium', 'High', 'Urgent']);
  expect(data.rows[0]).toMatchObject({ label: 'Open', values: { s0: 1, s1: 0, s2: 2, s3: 0 } });
});

test('weekly activity: tasks created since the window opened, and those completed, counted per week', async () => {
  listDocsMock.mockImplementation((_doctype, options) =>
    Promise.resolve(
      options.fields.includes('creation')
        ? [{ creation: '2026-03-03 10:00:00.000000' }, { creation: '2026-02-20 10:00:00.000000' }]
        : [{ completed_on: '2026-03-04', modified: '2026-03-05 08:00:00.000000' }, { modified: '2026-03-05 08:00:00' }],
    ),
  );
  const data = await testQueryClient().fetchQuery(liveSourceQuery('weeklyActivity', '2026-03-05'));

  expect(listDocsMock).toHaveBeenCalledWith(
    'Task',
    // Work tasks only: a template is not work.
    expect.objectContaining({
      filters: [
        ['status', '!=', 'Template'],
        ['creation', 'is', 'set'],
        ['creation', '>=', '2025-12-15'],
      ],
    }),
    expect.any(AbortSignal),
  );
  expect(data.rows).toHaveLength(12);
  expect(data.rows.at(-1)?.values).toEqual({ created: 1, completed: 2 });
  expect(data.rows.at(-3)?.values).toEqual({ created: 1, completed: 0 });
});

test('tasks by project are labelled with the projects’ names, read beside the counts', async () => {
  listDocsMock.mockImplementation((doctype) =>
    Promise.resolve(
      doctype === 'Project'
        ? [{ name: 'PROJ-0001', project_name: 'Mobile app' }]
        : [
            { project: 'PROJ-0001', count: 4 },
            { project: 'PROJ-0404', count: 1 },
            { project: null, count: 2 },
          ],
    ),
  );
  const data = await testQueryClient().fetchQuery(liveSourceQuery('tasksByProject', '2026-03-05'));

  expect(data.rows.map((row) => [row.label, row.values.tasks])).toEqual([
    ['Mobile app', 4],
    ['PROJ-0404', 1],
    ['Not set', 2],
  ]);
});

test('daily activity: a year of days, oldest first, each with the tasks created and completed on it', async () => {
  listDocsMock.mockImplementation((_doctype, options) =>
    Promise.resolve(
      options.fields.includes('creation')
        ? [{ creation: '2026-03-05 10:00:00.000000' }, { creation: '2025-03-06 08:00:00.000000' }]
        : [{ completed_on: '2026-03-04', modified: '2026-03-05 08:00:00.000000' }],
    ),
  );
  const data = await testQueryClient().fetchQuery(liveSourceQuery('dailyActivity', '2026-03-05'));

  expect(listDocsMock).toHaveBeenCalledWith(
    'Task',
    // Work tasks only: a template is not work.
    expect.objectContaining({
      filters: [
        ['status', '!=', 'Template'],
        ['creation', 'is', 'set'],
        ['creation', '>=', '2025-03-06'],
      ],
    }),
    expect.any(AbortSignal),
  );
  expect(data.rows).toHaveLength(365);
  expect(data.rows[0]).toEqual({ label: '2025-03-06', values: { created: 1, completed: 0 } });
  expect(data.rows.slice(-2)).toEqual([
    { label: '2026-03-04', values: { created: 0, completed: 1 } },
    { label: '2026-03-05', values: { created: 1, completed: 0 } },
  ]);
});

test('tasks by space: each project named, in its space by the space’s name, the projects of one space together', async () => {
  listDocsMock.mockImplementation((doctype) =>
    Promise.resolve(
      {
        Project: [
          { name: 'PROJ-1', project_name: 'Mobile app', space: 'product' },
          { name: 'PROJ-2', project_name: 'Help desk', space: 'support' },
          { name: 'PROJ-3', project_name: 'Website', space: 'product' },
        ],
        Spaces: [
          { name: 'product', name1: 'Product' },
          { name: 'support', name1: 'Support' },
        ],
        Task: [
          { project: 'PROJ-1', status: 'Open', count: 5 },
          { project: 'PROJ-2', status: 'Open', count: 4 },
          { project: 'PROJ-3', status: 'Completed', count: 3 },
          { project: null, status: 'Open', count: 1 },
        ],
      }[doctype] ?? [],
    ),
  );
  const data = await testQueryClient().fetchQuery(liveSourceQuery('tasksBySpace', '2026-03-05'));

  expect(data.groupName).toBe('Space');
  expect(data.rows.map((row) => [row.group, row.label])).toEqual([
    ['Product', 'Mobile app'],
    ['Product', 'Website'],
    ['Support', 'Help desk'],
    ['No space', 'Not set'],
  ]);
  expect(listDocsMock).toHaveBeenCalledWith(
    'Spaces',
    { fields: ['name', 'name1'], limitPageLength: 0 },
    expect.any(AbortSignal),
  );
});
