import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'build-presets/testing';
import type { TodoTag } from 'tessera-contracts';
import { signInAs } from '@apps/testing/user-role';
import { installDemoApi, type DemoApi } from '@apps/testing/demo-api-server';
import { deferred, frappeError, makeTag, makeTodo } from '@apps/testing/todo-fixtures';
import TodoPage from '../TodoPage';

// A dialog opens in the first test: heavy for jsdom on a small, busy machine. A longer bound, never sleeps.
jest.setTimeout(20_000);

let api: DemoApi;
const fetchTodos = () => api.route('GET /api/todo/all');
const fetchTags = () => api.route('GET /api/todo/tag');
const createTag = () => api.route<{ name: string }>('POST /api/todo/tag/add');
const deleteTag = () => api.route<{ id: number }>('POST /api/todo/tag/delete');

const work = makeTag(1, 'Work');
const home = makeTag(2, 'Home');
const report = makeTodo({ title: 'Write report', tag: [work.id, home.id] });
const milk = makeTodo({ title: 'Buy milk' });

beforeEach(() => {
  jest.resetAllMocks();
  api = installDemoApi();
  signInAs('EDITOR');
  fetchTodos().mockResolvedValue([report, milk]);
  fetchTags().mockResolvedValue([work, home]);
});

afterEach(() => api.restore());

async function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(<TodoPage />);
  await screen.findByText('Write report');
  return user;
}

function tagsPanel(): HTMLElement {
  return screen.getByRole('region', { name: 'Tags' });
}

it('adds a tag with a trimmed name and offers it in the editor and the filter', async () => {
  const created = makeTag(3, 'Errands');
  const answer = deferred<TodoTag[]>();
  createTag().mockReturnValue(answer.promise);
  const user = await renderPage();

  await user.type(within(tagsPanel()).getByLabelText('New tag'), '  Errands ');
  await user.click(within(tagsPanel()).getByRole('button', { name: 'Add tag' }));
  await waitFor(() => expect(createTag()).toHaveBeenCalledWith({ name: 'Errands' }));
  expect(within(tagsPanel()).getByRole('button', { name: /Adding/ })).toBeDisabled();

  answer.resolve([work, home, created]);
  expect(await within(tagsPanel()).findByText('Errands')).toBeInTheDocument();
  expect(within(tagsPanel()).getByLabelText('New tag')).toHaveValue('');
  expect(within(screen.getByLabelText('Tag')).getByRole('option', { name: 'Errands' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Add todo' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByRole('checkbox', { name: 'Errands' })).not.toBeChecked();
});

it('refuses an empty name without calling the server', async () => {
  const user = await renderPage();
  await user.click(within(tagsPanel()).getByRole('button', { name: 'Add tag' }));
  expect(within(tagsPanel()).getByText('Enter a tag name.')).toBeInTheDocument();
  expect(createTag()).not.toHaveBeenCalled();
});

it('refuses a name that is already in the list without calling the server', async () => {
  const user = await renderPage();
  await user.type(within(tagsPanel()).getByLabelText('New tag'), 'work');
  await user.click(within(tagsPanel()).getByRole('button', { name: 'Add tag' }));
  expect(within(tagsPanel()).getByText('A tag named “work” already exists.')).toBeInTheDocument();
  expect(createTag()).not.toHaveBeenCalled();
});

it("shows the server's duplicate error", async () => {
  createTag().mockRejectedValue(frappeError(409, 'Tag Urgent already exists', 'DuplicateEntryError'));
  const user = await renderPage();

  await user.type(within(tagsPanel()).getByLabelText('New tag'), 'Urgent');
  await user.click(within(tagsPanel()).getByRole('button', { name: 'Add tag' }));

  const alert = await within(tagsPanel()).findByRole('alert');
  expect(alert).toHaveTextContent("Couldn't add the tag.");
  expect(alert).toHaveTextContent('Tag Urgent already exists');
  expect(within(tagsPanel()).getByLabelText('New tag')).toHaveValue('Urgent');
});

it('deletes a tag after confirmation and removes it from every todo and from the filter', async () => {
  deleteTag().mockResolvedValue([home]);
  const user = await renderPage();

  await user.selectOptions(screen.getByLabelText('Tag'), 'Work');
  expect(screen.getAllByRole('listitem')).toHaveLength(1);

  await user.click(within(tagsPanel()).getByRole('button', { name: 'Delete tag "Work"' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Delete tag?' });
  expect(confirm).toHaveTextContent('removed from every todo');
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

  await waitFor(() => expect(within(tagsPanel()).queryByText('Work')).not.toBeInTheDocument());
  await waitFor(() => expect(deleteTag()).toHaveBeenCalledWith({ id: work.id }));
  // The deleted tag was the active filter: the list shows everything again, and no row still carries it.
  expect(screen.getByLabelText('Tag')).toHaveValue('');
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
  const [row] = screen.getAllByRole('listitem');
  if (!row) throw new Error('The list has no rows');
  expect(within(row).queryByText('Work')).not.toBeInTheDocument();
  expect(within(row).getByText('Home')).toBeInTheDocument();
});

it('keeps the tag and shows the readable message when the delete fails', async () => {
  deleteTag().mockRejectedValue(frappeError(500, 'Tag store is locked'));
  const user = await renderPage();

  await user.click(within(tagsPanel()).getByRole('button', { name: 'Delete tag "Home"' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

  const alert = await within(tagsPanel()).findByRole('alert');
  expect(alert).toHaveTextContent('Tag store is locked');
  expect(within(tagsPanel()).getByText('Home')).toBeInTheDocument();
});
