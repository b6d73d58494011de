import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from 'build-presets/testing';
import { frappeError } from 'shared-auth/testing';
import { toaster } from 'shared-ui';
import { STALE_TASK_MESSAGE } from '@projects/workspace/task-writes';
import {
  makeTask,
  serveTasks,
  signInAs,
  STALE_REPLY,
  writesOf,
  type FakeTaskBackend,
} from '@projects/testing/task-manager-fixtures';
import TaskManagerListPage from './TaskManagerListPage';

const TASKS = [
  makeTask('TASK-1', { subject: 'Write the brief', priority: 'Low', total_costing_amount: 120, type: 'Planning' }),
  makeTask('TASK-2', { subject: 'Build the API', status: 'Working', total_costing_amount: 1500 }),
  makeTask('TASK-3', { subject: 'Ship it', status: 'Completed', total_costing_amount: 2500, project: 'PROJ-0002' }),
];

// Dialogs and menus are heavy for jsdom on a small, busy machine: longer bounds to wait within, never sleeps.
jest.setTimeout(30_000);
const SLOW = { timeout: 8000 };

let backend: FakeTaskBackend;
let toastSpy: jest.SpyInstance;

beforeEach(() => {
  backend = serveTasks(TASKS);
  toastSpy = jest.spyOn(toaster, 'create');
});
afterEach(() => {
  backend.restore();
  toastSpy.mockRestore();
});

function renderList() {
  return renderPage(<TaskManagerListPage />, { route: '/task-manager-list', path: '/task-manager-list' });
}

const rowOf = (subject: string) => screen.getByRole('cell', { name: subject }).closest('tr') as HTMLElement;

test('shows the tasks with their project names; the filter box narrows them', async () => {
  signInAs('EDITOR');
  const user = userEvent.setup();
  renderList();

  const table = await screen.findByRole('table', { name: 'Tasks' });
  expect(within(table).getAllByRole('row')).toHaveLength(4);
  expect(await within(rowOf('Ship it')).findByRole('cell', { name: 'Mobile app' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Tasks table' })).toHaveAttribute('tabindex', '0');

  await user.type(screen.getByRole('searchbox', { name: 'Filter tasks' }), 'mobile');
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  expect(within(table).getByRole('cell', { name: 'Ship it' })).toBeInTheDocument();
});

test('"Group by" cost puts each task under its band, with counts', async () => {
  signInAs('EDITOR');
  const user = userEvent.setup();
  renderList();
  await screen.findByRole('table', { name: 'Tasks' });

  await user.selectOptions(screen.getByRole('combobox', { name: 'Group by' }), 'cost');

  const headers = screen.getAllByRole('rowheader').map((header) => header.textContent);
  expect(headers).toEqual(['Under 500 · 1 task', '500–2,000 · 1 task', 'Over 2,000 · 1 task']);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Group by' }), 'status');
  expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual([
    'Open · 1 task',
    'Working · 1 task',
    'Completed · 1 task',
  ]);
});

test('a priority changed in place is saved at once, based on the version shown', async () => {
  signInAs('EDITOR');
  const user = userEvent.setup();
  renderList();
  await screen.findByRole('table', { name: 'Tasks' });

  await user.selectOptions(screen.getByRole('combobox', { name: 'Priority of “Write the brief”' }), 'Urgent');

  expect(screen.getByRole('combobox', { name: 'Priority of “Write the brief”' })).toHaveValue('Urgent');
  await waitFor(() =>
    expect(writesOf(backend)).toEqual([
      {
        method: 'PUT',
        url: '/api/resource/Task/TASK-1',
        body: { priority: 'Urgent', modified: '2026-03-01 10:00:00.000000' },
      },
    ]),
  );
  expect(backend.tasks[0]?.priority).toBe('Urgent');
});

test('a change the server refuses (417, changed elsewhere) comes back, and a toast says why', async () => {
  signInAs('EDITOR');
  backend.refuseNextWrite(STALE_REPLY);
  const user = userEvent.setup();
  renderList();
  await screen.findByRole('table', { name: 'Tasks' });

  await user.selectOptions(screen.getByRole('combobox', { name: 'Priority of “Write the brief”' }), 'High');

  await waitFor(() =>
    expect(toastSpy).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'error',
        title: "Couldn't save “Write the brief”",
        description: STALE_TASK_MESSAGE,
      }),
    ),
  );
  expect(screen.getByRole('combobox', { name: 'Priority of “Write the brief”' })).toHaveValue('Low');
  expect(backend.tasks[0]?.priority).toBe('Low');
});

test('Remove asks first: Cancel keeps the task, Remove deletes it', async () => {
  signInAs('ADMIN');
  const user = userEvent.setup();
  renderList();
  await screen.findByRole('table', { name: 'Tasks' });

  await user.click(within(rowOf('Build the API')).getByRole('button', { name: 'Actions for “Build the API”' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Remove' }, SLOW));
  const confirm = await screen.findByRole('alertdialog', { name: 'Remove task?' }, SLOW);
  expect(confirm).toHaveTextContent('“Build the API” will be deleted for everyone.');
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), SLOW);
  expect(writesOf(backend)).toEqual([]);

  await user.click(within(rowOf('Build the API')).getByRole('button', { name: 'Actions for “Build the API”' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Remove' }, SLOW));
  await user.click(within(await screen.findByRole('alertdialog', {}, SLOW)).getByRole('button', { name: 'Remove' }));

  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Build the API' })).not.toBeInTheDocument());
  expect(writesOf(backend)).toEqual([{ method: 'DELETE', url: '/api/resource/Task/TASK-2', body: undefined }]);
});

test('Edit saves only what changed, with the version it was opened on', async () => {
  signInAs('EDITOR');
  const user = userEvent.setup();
  renderList();
  await screen.findByRole('table', { name: 'Tasks' });

  await user.click(within(rowOf('Write the brief')).getByRole('button', { name: 'Actions for “Write the brief”' }));
  expect(screen.queryByRole('menuitem', { name: 'Remove' })).not.toBeInTheDocument();
  await user.click(await screen.findByRole('menuitem', { name: 'Edit' }, SLOW));
  const dialog = await screen.findByRole('dialog', { name: 'Edit task' }, SLOW);
  const subject = within(dialog).getByRole('textbox', { name: /Subject/ });
  await user.clear(subject);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Enter a subject.', {}, SLOW)).toBeInTheDocument();

  await user.type(subject, 'Write the short brief');
  await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Two pages');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
  expect(writesOf(backend)).toEqual([
    {
      method: 'PUT',
      url: '/api/resource/Task/TASK-1',
      body: { subject: 'Write the short brief', description: 'Two pages', modified: '2026-03-01 10:00:00.000000' },
    },
  ]);
  expect(await screen.findByRole('cell', { name: 'Write the short brief' })).toBeInTheDocument();
});

test('a GUEST sees the tasks but no control that would change them', async () => {
  signInAs('GUEST');
  renderList();
  const table = await screen.findByRole('table', { name: 'Tasks' });

  expect(within(table).getAllByRole('row')).toHaveLength(4);
  expect(within(table).queryAllByRole('combobox')).toHaveLength(0);
  expect(within(table).queryAllByRole('button')).toHaveLength(0);
  expect(within(table).queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  expect(within(rowOf('Build the API')).getByText('Working')).toBeInTheDocument();
});

test('a failed load says why, and Retry loads again', async () => {
  signInAs('EDITOR');
  backend.failNextRead(frappeError(500, 'Exception', 'The database is down'));
  const user = userEvent.setup();
  renderList();

  expect(await screen.findByText('The database is down')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('table', { name: 'Tasks' })).toBeInTheDocument();
});

test('a long list draws its first 50 rows, and "Show all" the rest', async () => {
  signInAs('GUEST');
  backend.restore();
  backend = serveTasks(Array.from({ length: 55 }, (_, index) => makeTask(`TASK-${100 + index}`)));
  const user = userEvent.setup();
  renderList();
  const table = await screen.findByRole('table', { name: 'Tasks' });

  expect(within(table).getAllByRole('row')).toHaveLength(1 + 50 + 1);
  await user.click(within(table).getByRole('button', { name: 'Show all 55 tasks' }));
  expect(within(table).getAllByRole('row')).toHaveLength(1 + 55);
});

test('Reassign gives a task to one person: assigned first, then the previous assignee removed', async () => {
  backend.restore();
  backend = serveTasks([
    makeTask('TASK-1', { subject: 'Write the brief', _assign: JSON.stringify(['admin@tessera.dev']) }),
  ]);
  signInAs('EDITOR');
  const user = userEvent.setup();
  renderList();
  const row = rowOf(
    await screen.findByRole('cell', { name: 'Write the brief' }).then((cell) => cell.textContent ?? ''),
  );
  expect(await within(row).findByRole('cell', { name: 'Adam Reyes' })).toBeInTheDocument();

  await user.click(within(row).getByRole('button', { name: 'Actions for “Write the brief”' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Reassign' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reassign task' }, SLOW);
  expect(dialog).toHaveTextContent('Write the brief is assigned to Adam Reyes.');
  const reassign = within(dialog).getByRole('button', { name: 'Reassign' });
  // The person who has it already: nothing to change.
  expect(await within(dialog).findByRole('combobox', { name: /Assign to/ })).toHaveValue('admin@tessera.dev');
  expect(reassign).toBeDisabled();
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /Assign to/ }), 'editor@tessera.dev');
  await user.click(reassign);

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
  expect(
    writesOf(backend).map((call) => [call.url.replace('/api/method/frappe.desk.form.assign_to.', ''), call.body]),
  ).toEqual([
    ['add', { doctype: 'Task', name: 'TASK-1', assign_to: ['editor@tessera.dev'] }],
    ['remove', { doctype: 'Task', name: 'TASK-1', assign_to: 'admin@tessera.dev' }],
  ]);
  expect(await within(rowOf('Write the brief')).findByRole('cell', { name: 'Elena Park' }, SLOW)).toBeInTheDocument();
});

test('Reassign with nobody chosen says so next to the field, with the focus on it, and sends nothing', async () => {
  signInAs('EDITOR');
  const user = userEvent.setup();
  renderList();
  const row = rowOf(
    await screen.findByRole('cell', { name: 'Write the brief' }).then((cell) => cell.textContent ?? ''),
  );

  await user.click(within(row).getByRole('button', { name: 'Actions for “Write the brief”' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Reassign' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reassign task' }, SLOW);
  expect(dialog).toHaveTextContent('Write the brief is assigned to nobody yet.');
  const assignTo = await within(dialog).findByRole('combobox', { name: /Assign to/ }, SLOW);
  expect(assignTo).toHaveValue('');
  await user.click(within(dialog).getByRole('button', { name: 'Reassign' }));

  expect(await within(dialog).findByText('Choose a person.')).toBeInTheDocument();
  expect(assignTo).toHaveAttribute('aria-invalid', 'true');
  expect(assignTo).toHaveFocus();
  expect(writesOf(backend)).toEqual([]);
});

test('a GUEST gets no Reassign (no row actions at all)', async () => {
  signInAs('GUEST');
  renderList();
  await screen.findByRole('table', { name: 'Tasks' });
  expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
});
