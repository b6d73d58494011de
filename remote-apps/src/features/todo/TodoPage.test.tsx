import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'build-presets/testing';
import { deliverRealtimeEvent } from 'shared-auth/testing';
import type { NewTodo, Placement, Todo } from 'tessera-contracts';
import { signInAs } from '@apps/testing/user-role';
import type { TodoChanges } from './types';
import { installDemoApi, type DemoApi } from '@apps/testing/demo-api-server';
import { deferred, frappeError, makeTag, makeTodo } from '@apps/testing/todo-fixtures';
import TodoPage from './TodoPage';

let api: DemoApi;
const fetchTodos = () => api.route('GET /api/todo/all');
const fetchTodo = () => api.route<{ id: number }>('GET /api/todo');
const createTodo = () => api.route<NewTodo>('POST /api/todo/add');
const updateTodo = () => api.route<TodoChanges & { id: number; modified: string }>('POST /api/todo/update');
const deleteTodo = () => api.route<{ id: number }>('POST /api/todo/delete');
const reorderTodo = () => api.route<Placement & { id: number }>('POST /api/todo/reorder');
const fetchTags = () => api.route('GET /api/todo/tag');

const work = makeTag(1, 'Work');
const home = makeTag(2, 'Home');

let milk: Todo;
let report: Todo;
let gym: Todo;

// Dialogs are heavy for jsdom on a small, busy machine: a longer bound to wait within, never sleeps.
jest.setTimeout(20_000);

// The editor's form loads on demand: its code (and formik's) is compiled before the tests, not inside the first.
beforeAll(() => import('./components/TodoForm'));

beforeEach(() => {
  jest.resetAllMocks();
  api = installDemoApi();
  signInAs('EDITOR');
  milk = makeTodo({ title: 'Buy milk', note: 'Semi-skimmed', tag: [home.id] });
  report = makeTodo({ title: 'Write report', note: 'Quarterly numbers', important: true, tag: [work.id] });
  gym = makeTodo({ title: 'Go to the gym', done: true, starred: true });
  fetchTodos().mockResolvedValue([milk, report, gym]);
  fetchTags().mockResolvedValue([work, home]);
});

afterEach(() => api.restore());

function row(title: string): HTMLElement {
  const item = screen.getAllByRole('listitem').find((element) => within(element).queryByText(title));
  if (!item) throw new Error(`No row for "${title}"`);
  return item;
}

function rowTitles(): string[] {
  return screen.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent ?? '');
}

/** The editor dialog once its form, which loads on demand, is in. */
async function editorDialog(name: 'New todo' | 'Edit todo'): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name });
  await within(dialog).findByRole('button', { name: 'Save' });
  return dialog;
}

async function renderPage() {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<TodoPage />);
  await screen.findByText('Buy milk');
  return user;
}

describe('loading', () => {
  it('shows a skeleton, then the todos from the API in order with their tags', async () => {
    renderWithProviders(<TodoPage />);
    expect(screen.getByRole('status', { name: 'Loading todos' })).toBeInTheDocument();
    await screen.findByText('Buy milk');
    expect(rowTitles()).toEqual(['Buy milk', 'Write report', 'Go to the gym']);
    expect(within(row('Write report')).getByText('Work')).toBeInTheDocument();
    expect(within(row('Buy milk')).getByText('Semi-skimmed')).toBeInTheDocument();
    expect(screen.getByText('3 todos')).toBeInTheDocument();
  });

  it('shows the readable load error with Retry, which reloads', async () => {
    fetchTodos().mockRejectedValueOnce(frappeError(500, 'The database is unavailable'));
    const user = userEvent.setup();
    renderWithProviders(<TodoPage />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load your todos");
    expect(alert).toHaveTextContent('The database is unavailable');

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Buy milk')).toBeInTheDocument();
    expect(fetchTodos()).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when there are no todos yet', async () => {
    fetchTodos().mockResolvedValue([]);
    renderWithProviders(<TodoPage />);
    expect(await screen.findByText('No todos yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('marks an overdue due date, but not once the todo is done', async () => {
    fetchTodos().mockResolvedValue([
      makeTodo({ title: 'Late one', dueDate: '2020-01-15T12:00:00.000Z' }),
      makeTodo({ title: 'Finished one', dueDate: '2020-01-15T12:00:00.000Z', done: true }),
    ]);
    renderWithProviders(<TodoPage />);
    await screen.findByText('Late one');
    expect(within(row('Late one')).getByText(/Overdue/)).toBeInTheDocument();
    expect(within(row('Finished one')).queryByText(/Overdue/)).not.toBeInTheDocument();
    expect(within(row('Finished one')).getByText(/Due/)).toBeInTheDocument();
  });
});

describe('as a GUEST', () => {
  it('shows the todos, their state and tags, with no control that would change them', async () => {
    signInAs('GUEST');
    renderWithProviders(<TodoPage />);
    await screen.findByText('Buy milk');
    expect(rowTitles()).toEqual(['Buy milk', 'Write report', 'Go to the gym']);
    expect(screen.getByText('You can view the todo list; editing needs an Editor role.')).toBeInTheDocument();
    expect(within(row('Write report')).getByText('Important')).toBeInTheDocument();
    expect(within(row('Write report')).getByText('Work')).toBeInTheDocument();
    expect(within(row('Go to the gym')).getByText('Done')).toBeInTheDocument();
    expect(within(row('Go to the gym')).getByText('Starred')).toBeInTheDocument();
    // No button changes a todo or a tag: the rows have none, and the page keeps only its filters.
    for (const item of screen.getAllByRole('listitem')) expect(within(item).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add todo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add tag' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete tag/ })).toBeNull();
    expect(screen.queryByLabelText('New tag')).toBeNull();
  });
});

describe('adding', () => {
  it('sends the trimmed title and the chosen fields, and shows the new todo on top', async () => {
    const created = makeTodo({ title: 'Call the bank', note: 'About the loan', important: true, tag: [work.id] });
    createTodo().mockResolvedValue(created);
    const user = await renderPage();

    await user.click(screen.getByRole('button', { name: 'Add todo' }));
    const dialog = await editorDialog('New todo');
    await user.type(within(dialog).getByLabelText('Title'), '   Call the bank  ');
    await user.type(within(dialog).getByLabelText('Note'), 'About the loan');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Work' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Important' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(createTodo()).toHaveBeenCalledWith({
      title: 'Call the bank',
      note: 'About the loan',
      important: true,
      starred: false,
      done: false,
      tag: [work.id],
    });
    expect(rowTitles()[0]).toBe('Call the bank');
    expect(screen.getByText('4 todos')).toBeInTheDocument();
  });

  it('sends picked dates as ISO strings', async () => {
    createTodo().mockResolvedValue(makeTodo({ title: 'Trip' }));
    const user = await renderPage();

    await user.click(screen.getByRole('button', { name: 'Add todo' }));
    const dialog = await editorDialog('New todo');
    await user.type(within(dialog).getByLabelText('Title'), 'Trip');
    await user.type(within(dialog).getByLabelText('Start date'), '2030-05-01');
    await user.type(within(dialog).getByLabelText('Due date'), '2030-05-03');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(createTodo()).toHaveBeenCalled());
    const body = createTodo().mock.calls[0]?.[0];
    expect(new Date(body?.startDate ?? '').getDate()).toBe(1);
    expect(new Date(body?.dueDate ?? '').getMonth()).toBe(4);
  });

  it('refuses an empty or blank title with a message and makes no call', async () => {
    const user = await renderPage();

    await user.click(screen.getByRole('button', { name: 'Add todo' }));
    const dialog = await editorDialog('New todo');
    await user.type(within(dialog).getByLabelText('Title'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(within(dialog).getByText('Enter a title.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Title')).toHaveFocus();
    expect(createTodo()).not.toHaveBeenCalled();
  });

  it('refuses a due date before the start date', async () => {
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Add todo' }));
    const dialog = await editorDialog('New todo');
    await user.type(within(dialog).getByLabelText('Title'), 'Backwards');
    await user.type(within(dialog).getByLabelText('Start date'), '2030-05-03');
    await user.type(within(dialog).getByLabelText('Due date'), '2030-05-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(within(dialog).getByText('The due date cannot be before the start date.')).toBeInTheDocument();
    expect(createTodo()).not.toHaveBeenCalled();
  });

  it('keeps the dialog and the input open with the readable message when the server refuses', async () => {
    createTodo().mockRejectedValue(frappeError(417, 'Title is too long'));
    const user = await renderPage();

    await user.click(screen.getByRole('button', { name: 'Add todo' }));
    const dialog = await editorDialog('New todo');
    await user.type(within(dialog).getByLabelText('Title'), 'Something');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Title is too long');
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Something');
    // The page behind the modal is hidden from the accessibility tree, hence `hidden`.
    expect(screen.getAllByRole('listitem', { hidden: true })).toHaveLength(3);
  });
});

describe('editing', () => {
  it('opens the same dialog filled in and sends only what changed', async () => {
    updateTodo().mockImplementation(async ({ id, modified: _modified, ...changes }) => ({ ...milk, ...changes, id }));
    const user = await renderPage();

    await user.click(within(row('Buy milk')).getByRole('button', { name: 'Edit "Buy milk"' }));
    const dialog = await editorDialog('Edit todo');
    const title = within(dialog).getByLabelText('Title');
    expect(title).toHaveValue('Buy milk');
    expect(within(dialog).getByRole('checkbox', { name: 'Home' })).toBeChecked();

    await user.clear(title);
    await user.type(title, 'Buy oat milk ');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Starred' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(updateTodo()).toHaveBeenCalledWith({
        title: 'Buy oat milk',
        starred: true,
        id: milk.id,
        modified: milk.modified,
      }),
    );
    expect(screen.getByText('Buy oat milk')).toBeInTheDocument();
    expect(within(row('Buy oat milk')).getByRole('button', { name: 'Star "Buy oat milk"' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

describe('toggles', () => {
  it.each([
    ['done', 'Mark "Buy milk" as done'],
    ['important', 'Mark "Buy milk" as important'],
    ['starred', 'Star "Buy milk"'],
  ] as const)('flips %s at once and saves it', async (field, label) => {
    const saved = deferred<Todo>();
    updateTodo().mockReturnValue(saved.promise);
    const user = await renderPage();

    const toggle = screen.getByRole('button', { name: label });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);

    await waitFor(() =>
      expect(updateTodo()).toHaveBeenCalledWith({ [field]: true, id: milk.id, modified: milk.modified }),
    );
    expect(screen.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
    expect(within(row('Buy milk')).getByText('Saving…')).toBeInTheDocument();

    saved.resolve({ ...milk, [field]: true });
    await waitFor(() => expect(within(row('Buy milk')).queryByText('Saving…')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
  });

  it('turns a done todo back to active', async () => {
    updateTodo().mockResolvedValue({ ...gym, done: false });
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Mark "Go to the gym" as done' }));
    await waitFor(() => expect(updateTodo()).toHaveBeenCalledWith({ done: false, id: gym.id, modified: gym.modified }));
    expect(screen.getByRole('button', { name: 'Mark "Go to the gym" as done' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('rolls back a failed update and shows the readable message', async () => {
    updateTodo().mockRejectedValue(frappeError(403, 'Not permitted to change this todo', 'PermissionError'));
    const user = await renderPage();

    await user.click(screen.getByRole('button', { name: 'Mark "Buy milk" as done' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't update “Buy milk”.");
    expect(alert).toHaveTextContent('Not permitted to change this todo');
    expect(screen.getByRole('button', { name: 'Mark "Buy milk" as done' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('changes made elsewhere at the same time', () => {
  const stale = () =>
    frappeError(417, 'Error: Document has been modified after you have opened it.', 'TimestampMismatchError');

  it('a refused toggle shows the latest version and says the change was not saved', async () => {
    const theirs = { ...milk, title: 'Buy milk and eggs', important: true, modified: '2026-01-02 00:00:00.000000' };
    updateTodo().mockRejectedValue(stale());
    fetchTodo().mockResolvedValue(theirs);
    const user = await renderPage();

    await user.click(screen.getByRole('button', { name: 'Mark "Buy milk" as done' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“Buy milk” was changed somewhere else in the meantime, so your change was not saved.',
    );
    await waitFor(() => expect(fetchTodo()).toHaveBeenCalledWith({ id: milk.id }));
    expect(screen.getByRole('button', { name: 'Mark "Buy milk and eggs" as done' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Mark "Buy milk and eggs" as important' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('sends two quick toggles of one todo one after the other, each on the version the previous produced', async () => {
    const first = deferred<Todo>();
    updateTodo()
      .mockReturnValueOnce(first.promise)
      .mockImplementationOnce(async ({ id, modified, ...changes }) => ({
        ...milk,
        done: true,
        ...changes,
        id,
        modified: `${modified}+1`,
      }));
    const user = await renderPage();

    await user.click(screen.getByRole('button', { name: 'Mark "Buy milk" as done' }));
    await user.click(screen.getByRole('button', { name: 'Star "Buy milk"' }));
    await waitFor(() => expect(updateTodo()).toHaveBeenCalled());
    expect(updateTodo()).toHaveBeenCalledTimes(1);

    first.resolve({ ...milk, done: true, modified: 'version-2' });
    await waitFor(() => expect(updateTodo()).toHaveBeenCalledTimes(2));
    await waitFor(() =>
      expect(updateTodo()).toHaveBeenLastCalledWith({ starred: true, id: milk.id, modified: 'version-2' }),
    );
    await waitFor(() => expect(within(row('Buy milk')).queryByText('Saving…')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a refused edit keeps what the user typed, and Save again puts it on top of the other version', async () => {
    const theirs = { ...milk, note: 'From the shop on the corner', modified: '2026-01-02 00:00:00.000000' };
    updateTodo()
      .mockRejectedValueOnce(stale())
      .mockImplementationOnce(async ({ id, modified, ...changes }) => ({
        ...theirs,
        ...changes,
        id,
        modified: `${modified}+1`,
      }));
    fetchTodo().mockResolvedValue(theirs);
    const user = await renderPage();

    await user.click(within(row('Buy milk')).getByRole('button', { name: 'Edit "Buy milk"' }));
    const dialog = await editorDialog('Edit todo');
    const title = within(dialog).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Buy oat milk');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Someone else saved this todo while you were editing it',
    );
    expect(title).toHaveValue('Buy oat milk');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Only the user's own change is sent, so the other person's note survives.
    await waitFor(() =>
      expect(updateTodo()).toHaveBeenLastCalledWith({ title: 'Buy oat milk', id: milk.id, modified: theirs.modified }),
    );
    expect(screen.getByText('Buy oat milk')).toBeInTheDocument();
  });
});

describe('deleting', () => {
  it('asks to confirm, then removes the todo', async () => {
    deleteTodo().mockResolvedValue([report, gym]);
    const user = await renderPage();

    await user.click(within(row('Buy milk')).getByRole('button', { name: 'Delete "Buy milk"' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete todo?' });
    expect(confirm).toHaveTextContent('“Buy milk” will be deleted.');
    expect(deleteTodo()).not.toHaveBeenCalled();

    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(deleteTodo()).toHaveBeenCalledWith({ id: milk.id }));
    expect(screen.queryByText('Buy milk')).not.toBeInTheDocument();
    expect(rowTitles()).toEqual(['Write report', 'Go to the gym']);
  });

  it('keeps the todo when the confirmation is cancelled', async () => {
    const user = await renderPage();
    await user.click(within(row('Buy milk')).getByRole('button', { name: 'Delete "Buy milk"' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(deleteTodo()).not.toHaveBeenCalled();
    expect(screen.getByText('Buy milk')).toBeInTheDocument();
  });

  it('puts the todo back in its place when the delete fails', async () => {
    deleteTodo().mockRejectedValue(frappeError(404, 'Todo 7 not found', 'DoesNotExistError'));
    const user = await renderPage();

    await user.click(within(row('Write report')).getByRole('button', { name: 'Delete "Write report"' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Todo 7 not found');
    expect(rowTitles()).toEqual(['Buy milk', 'Write report', 'Go to the gym']);
  });
});

describe('filters and search', () => {
  it('narrows the list by status, with counts', async () => {
    const user = await renderPage();

    expect(screen.getByRole('button', { name: 'All 3' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Active 2' }));
    expect(rowTitles()).toEqual(['Buy milk', 'Write report']);
    expect(screen.getByText('Showing 2 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Done 1' }));
    expect(rowTitles()).toEqual(['Go to the gym']);

    await user.click(screen.getByRole('button', { name: 'Important 1' }));
    expect(rowTitles()).toEqual(['Write report']);

    await user.click(screen.getByRole('button', { name: 'Starred 1' }));
    expect(rowTitles()).toEqual(['Go to the gym']);
  });

  it('narrows the list by tag', async () => {
    const user = await renderPage();
    await user.selectOptions(screen.getByLabelText('Tag'), 'Work');
    expect(rowTitles()).toEqual(['Write report']);
  });

  it('searches titles and notes, case-insensitively, and can be cleared', async () => {
    const user = await renderPage();

    await user.type(screen.getByLabelText('Search todos'), 'QUARTERLY');
    expect(rowTitles()).toEqual(['Write report']);
    expect(screen.getByRole('button', { name: 'All 1' })).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Search todos'));
    await user.type(screen.getByLabelText('Search todos'), 'milk');
    expect(rowTitles()).toEqual(['Buy milk']);

    await user.type(screen.getByLabelText('Search todos'), 'shake');
    expect(screen.getByText('Nothing matches these filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all todos' }));
    expect(rowTitles()).toHaveLength(3);
    expect(screen.getByLabelText('Search todos')).toHaveValue('');
  });
});

describe('reordering', () => {
  it('moves a todo down below the next one and keeps focus on it', async () => {
    reorderTodo().mockResolvedValue([report, milk, gym]);
    const user = await renderPage();

    const moveDown = within(row('Buy milk')).getByRole('button', { name: 'Move down' });
    expect(moveDown).toHaveAccessibleDescription('Buy milk');
    moveDown.focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(reorderTodo()).toHaveBeenCalledWith({ id: milk.id, afterId: report.id }));
    expect(rowTitles()).toEqual(['Write report', 'Buy milk', 'Go to the gym']);
    expect(within(row('Buy milk')).getByRole('button', { name: 'Move down' })).toHaveFocus();
  });

  it('moves past todos hidden by the filters', async () => {
    const first = makeTodo({ title: 'First', important: true });
    const hidden = makeTodo({ title: 'Hidden' });
    const third = makeTodo({ title: 'Third', important: true });
    fetchTodos().mockResolvedValue([first, hidden, third]);
    reorderTodo().mockResolvedValue([third, first, hidden]);
    const user = userEvent.setup();
    renderWithProviders(<TodoPage />);
    await screen.findByText('First');

    await user.click(screen.getByRole('button', { name: 'Important 2' }));
    await user.click(within(row('Third')).getByRole('button', { name: 'Move up' }));

    await waitFor(() => expect(reorderTodo()).toHaveBeenCalledWith({ id: third.id, beforeId: first.id }));
    expect(rowTitles()).toEqual(['Third', 'First']);
    await user.click(screen.getByRole('button', { name: 'All 3' }));
    expect(rowTitles()).toEqual(['Third', 'First', 'Hidden']);
  });

  it('cannot move the first todo up or the last one down', async () => {
    await renderPage();
    expect(within(row('Buy milk')).getByRole('button', { name: 'Move up' })).toBeDisabled();
    expect(within(row('Go to the gym')).getByRole('button', { name: 'Move down' })).toBeDisabled();
  });

  it('restores the order and says why when the move fails', async () => {
    reorderTodo().mockRejectedValue(frappeError(500, 'Could not save the order'));
    const user = await renderPage();

    await user.click(within(row('Write report')).getByRole('button', { name: 'Move up' }));
    await waitFor(() => expect(reorderTodo()).toHaveBeenCalledWith({ id: report.id, beforeId: milk.id }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save the order');
    expect(rowTitles()).toEqual(['Buy milk', 'Write report', 'Go to the gym']);
  });
});

describe('changes made by others, as they are made', () => {
  const changeOf = (collection: string, name: number) => ({ collection, name, user: 'admin@tessera.dev' });

  it('a todo added elsewhere shows as soon as it is announced, a changed tag reads the tags, another app’s change nothing', async () => {
    await renderPage();
    act(() => deliverRealtimeEvent('demo_update', changeOf('chat-message', milk.id)));
    act(() => deliverRealtimeEvent('demo_update', changeOf('scrum-board', 1)));
    const call = makeTodo({ title: 'Call the bank' });
    fetchTodos().mockResolvedValue([call, milk, report, gym]);
    act(() => deliverRealtimeEvent('demo_update', changeOf('todo', call.id)));
    expect(await screen.findByText('Call the bank')).toBeInTheDocument();
    expect(rowTitles()).toEqual(['Call the bank', 'Buy milk', 'Write report', 'Go to the gym']);
    expect(fetchTags()).toHaveBeenCalledTimes(1);

    fetchTags().mockResolvedValue([work, { ...home, name: 'House' }]);
    act(() => deliverRealtimeEvent('demo_update', changeOf('todo-tag', home.id)));
    expect(await within(row('Buy milk')).findByText('House')).toBeInTheDocument();
    // The list was read once on the todo's change, and for nothing else.
    expect(fetchTodos()).toHaveBeenCalledTimes(2);
  });

  it('while a change of this page is on its way the list is not read, so no late answer takes it back', async () => {
    const saved = deferred<Todo>();
    updateTodo().mockReturnValue(saved.promise);
    const user = await renderPage();
    // From now on each read answers what the server held when it was asked, once the test lets it.
    let stored = [milk, report, gym];
    const heldReads: (() => void)[] = [];
    fetchTodos().mockImplementation(() => {
      const answer = stored;
      return new Promise((resolve) => heldReads.push(() => resolve(answer)));
    });
    await user.click(screen.getByRole('button', { name: 'Mark "Buy milk" as done' }));
    await waitFor(() => expect(updateTodo()).toHaveBeenCalled());

    // Someone else adds a todo while the toggle is on its way, before the server has the toggle.
    const call = makeTodo({ title: 'Call the bank' });
    stored = [call, milk, report, gym];
    // Awaited: a read the announcement started would reach the server now, before the toggle is answered.
    await act(async () => deliverRealtimeEvent('demo_update', changeOf('todo', call.id)));
    const doneMilk = { ...milk, done: true, modified: '2026-01-02 00:00:00.000000' };
    stored = [call, doneMilk, report, gym];
    saved.resolve(doneMilk);
    await waitFor(() => expect(within(row('Buy milk')).queryByText('Saving…')).not.toBeInTheDocument());
    await waitFor(() => expect(heldReads).toHaveLength(1));
    act(() => heldReads.forEach((answer) => answer()));

    expect(await screen.findByText('Call the bank')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark "Buy milk" as done' })).toHaveAttribute('aria-pressed', 'true');
  });
});
