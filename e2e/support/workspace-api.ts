// Reading and writing the backend directly from a signed-in page (its cookies), for what a test sets up or checks.
import { expect, type Page } from '@playwright/test';

export interface ProjectRow {
  name: string;
  project_name: string;
}

/** The first project of the sample data (the one /task-project shows by default). */
export async function firstProject(page: Page): Promise<ProjectRow> {
  const answer = await page.request.get('/api/resource/Project', {
    params: { fields: '["name","project_name"]', order_by: 'creation asc', limit_page_length: '1' },
  });
  expect(answer.status()).toBe(200);
  const [project] = ((await answer.json()) as { data: ProjectRow[] }).data;
  if (!project) throw new Error('The seed has no project');
  return project;
}

/** A task of the test's own, so no other test's data is changed. */
/** Creates a task through the API as the signed-in user; answers its name. */
export async function createTask(page: Page, values: Record<string, string>): Promise<{ name: string }> {
  const answer = await page.request.post('/api/resource/Task', { data: values });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { name: string } }).data;
}

/** Every `doctype` record matching `filters`, with `fields`, as the signed-in user reads them. */
export async function listRows<Row>(
  page: Page,
  doctype: string,
  fields: string[],
  filters: unknown[],
  orderBy = 'creation asc',
): Promise<Row[]> {
  const answer = await page.request.get(`/api/resource/${doctype}`, {
    params: {
      fields: JSON.stringify(fields),
      filters: JSON.stringify(filters),
      order_by: orderBy,
      limit_page_length: '0',
    },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: Row[] }).data;
}

/** The first project of the sample data's engineering space that uses the space's board. */
export async function engineeringProject(page: Page): Promise<string> {
  const [project] = await listRows<{ name: string }>(
    page,
    'Project',
    ['name'],
    [
      ['space', '=', 'engineering'],
      ['is_custom', '=', 0],
    ],
  );
  if (!project) throw new Error('The seed has no engineering project');
  return project.name;
}

/** The engineering space's board statuses (record names), in its order: work not started first, done last. */
export async function engineeringBoardEnds(page: Page): Promise<{ first: string; last: string }> {
  const board = await listRows<{ name: string }>(
    page,
    'Puxeo Statuses',
    ['name'],
    [['space', '=', 'engineering']],
    'position asc, creation asc',
  );
  const first = board[0];
  const last = board[board.length - 1];
  if (!first || !last || board.length < 2) throw new Error('The seed has no engineering board');
  return { first: first.name, last: last.name };
}

/** Creates a `doctype` record through the API as the signed-in user; answers its name. */
export async function createRecord(page: Page, doctype: string, values: Record<string, unknown>): Promise<string> {
  const answer = await page.request.post(`/api/resource/${doctype}`, { data: values });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { name: string } }).data.name;
}

/** Deletes a `doctype` record through the API as the signed-in user. */
export async function deleteRecord(page: Page, doctype: string, name: string): Promise<void> {
  expect((await page.request.delete(`/api/resource/${doctype}/${encodeURIComponent(name)}`)).status()).toBe(202);
}
