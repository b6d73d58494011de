import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'build-presets/testing';
import { frappeError, installFakeServer, type FakeServer } from 'shared-auth/testing';
import type { TableTask } from './api/list-table-tasks';
import CellEditorPage from './CellEditorPage';

const TASK: TableTask = {
  name: 'TASK-2026-00001',
  subject: 'Write the release notes',
  project: 'PROJ-0001',
  status: 'Open',
  priority: 'Low',
  exp_end_date: '2026-12-01',
  modified: '2026-11-20 10:00:00.000000',
};

// Typing into a table that re-renders on each key takes a while on a busy machine.
jest.setTimeout(20_000);

let server: FakeServer;
let saveReply: (body: Record<string, unknown>) => ReturnType<typeof frappeError> | { status: number; data: unknown };

beforeEach(() => {
  saveReply = (body) => ({ status: 200, data: { data: { ...TASK, ...body, modified: '2026-11-20 11:00:00.000000' } } });
  server = installFakeServer(({ method, url, body }) => {
    if (method === 'GET' && url === '/api/resource/Task') return { status: 200, data: { data: [TASK] } };
    if (method === 'PUT' && url === `/api/resource/Task/${TASK.name}`)
      return saveReply(body as Record<string, unknown>);
    return undefined;
  });
});
afterEach(() => server.restore());

async function editSubject() {
  renderWithProviders(<CellEditorPage />);
  await userEvent.click(await screen.findByRole('button', { name: /^Edit Subject of TASK-2026-00001/ }));
  return screen.getByRole('textbox', { name: 'Subject of TASK-2026-00001' });
}

const puts = () => server.calls.filter((call) => call.method === 'PUT');

test('Enter saves the subject with the version it was read at, and the cell shows the new value', async () => {
  const input = await editSubject();
  await userEvent.clear(input);
  await userEvent.type(input, '  Publish the release notes {Enter}');

  expect(await screen.findByText('Saved the subject of TASK-2026-00001.')).toBeInTheDocument();
  expect(puts()).toEqual([
    expect.objectContaining({ body: { subject: 'Publish the release notes', modified: TASK.modified } }),
  ]);
  expect(
    screen.getByRole('button', { name: /^Edit Subject of TASK-2026-00001: Publish the release notes/ }),
  ).toHaveFocus();
});

test('a refused save puts the old value back and says why', async () => {
  saveReply = () =>
    frappeError(417, 'TimestampMismatchError', 'Error: Document has been modified after you have opened it.');
  const input = await editSubject();
  await userEvent.clear(input);
  await userEvent.type(input, 'Someone else wins{Enter}');

  const status = await screen.findByText(/Couldn't save the subject of TASK-2026-00001: Someone changed this task/);
  expect(status).toBeInTheDocument();
  expect(
    screen.getByRole('button', { name: /^Edit Subject of TASK-2026-00001: Write the release notes/ }),
  ).toBeVisible();
});

test('Esc cancels without saving', async () => {
  const input = await editSubject();
  await userEvent.type(input, ' and more{Escape}');

  expect(screen.queryByRole('textbox', { name: 'Subject of TASK-2026-00001' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: /: Write the release notes$/ })).toHaveFocus();
  expect(puts()).toEqual([]);
});

test('an empty or too long subject is refused in the cell, with its message, and nothing is sent', async () => {
  const input = await editSubject();
  await userEvent.clear(input);
  await userEvent.keyboard('{Enter}');
  expect(screen.getByText('Subject is required.')).toBeInTheDocument();
  expect(input).toHaveAttribute('aria-invalid', 'true');

  await userEvent.click(input);
  await userEvent.paste('x'.repeat(141));
  await userEvent.keyboard('{Enter}');
  expect(screen.getByText('Subject must be at most 140 characters (it has 141).')).toBeInTheDocument();
  expect(puts()).toEqual([]);
});

test('the priority is chosen from the list and saved the same way', async () => {
  renderWithProviders(<CellEditorPage />);
  await userEvent.click(await screen.findByRole('button', { name: /^Edit Priority of TASK-2026-00001/ }));
  const select = screen.getByRole('combobox', { name: 'Priority of TASK-2026-00001' });
  await userEvent.selectOptions(select, 'Urgent');
  await userEvent.keyboard('{Enter}');

  const row = (await screen.findByText('Saved the priority of TASK-2026-00001.')) && screen.getAllByRole('row')[1];
  expect(within(row as HTMLElement).getByText('Urgent')).toBeInTheDocument();
  expect(puts()[0]?.body).toEqual({ priority: 'Urgent', modified: TASK.modified });
});
