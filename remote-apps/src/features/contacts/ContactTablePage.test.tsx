import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from 'build-presets/testing';
import { signInAs } from '@apps/testing/user-role';
import ContactTablePage from './ContactTablePage';
import { testContact } from '@apps/testing/contacts-fixtures';
import { installDemoApi, type DemoApi } from '@apps/testing/demo-api-server';

// A 10-row table with checkboxes renders slowly in jsdom on a busy machine.
jest.setTimeout(30_000);
let api: DemoApi;
const fetchContacts = () => api.route('GET /api/user/all');
const deleteContact = () => api.route<{ id: number }>('POST /api/user/delete');

const people = Array.from({ length: 12 }, (_, i) =>
  testContact(i + 1, { name: `Person ${String(i + 1).padStart(2, '0')}`, age: 50 - i }),
);

beforeEach(() => {
  jest.resetAllMocks();
  signInAs('EDITOR');
  api = installDemoApi();
  fetchContacts().mockResolvedValue(people);
});

afterEach(() => api.restore());

function bodyRowNames(): string[] {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body!)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('link')[0]?.textContent ?? '');
}

async function open() {
  const user = userEvent.setup();
  renderPage(<ContactTablePage />);
  await screen.findByRole('link', { name: 'Person 01' });
  return user;
}

it('shows 10 contacts a page, sorted by name, and pages on', async () => {
  const user = await open();
  expect(bodyRowNames()).toHaveLength(10);
  expect(bodyRowNames()[0]).toBe('Person 01');
  await user.click(screen.getByRole('button', { name: 'Page 2' }));
  expect(bodyRowNames()).toEqual(['Person 11', 'Person 12']);
});

it('sorts by a column, then the other way', async () => {
  const user = await open();
  await user.click(screen.getByRole('button', { name: 'Age' }));
  expect(bodyRowNames()[0]).toBe('Person 12');
  expect(screen.getByRole('columnheader', { name: 'Age' })).toHaveAttribute('aria-sort', 'ascending');
  await user.click(screen.getByRole('button', { name: 'Age' }));
  expect(bodyRowNames()[0]).toBe('Person 01');
});

it('searches', async () => {
  const user = await open();
  await user.type(screen.getByLabelText('Search contacts'), '07');
  expect(bodyRowNames()).toEqual(['Person 07']);
  expect(screen.getByText('1 of 12 contacts')).toBeInTheDocument();
});

it('deletes the selected rows after confirming, and puts back one the server refused', async () => {
  deleteContact().mockImplementation(({ id }) =>
    id === 2 ? Promise.reject(new Error('Network down')) : Promise.resolve([]),
  );
  const user = await open();
  await user.click(screen.getByRole('checkbox', { name: 'Select Person 01' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select Person 02' }));
  await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete 2 contacts?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(deleteContact()).toHaveBeenCalledTimes(2));
  await waitFor(() => expect(bodyRowNames()[0]).toBe('Person 02'));
  expect(screen.queryByRole('link', { name: 'Person 01' })).not.toBeInTheDocument();
});

it('shows a GUEST the contacts to view, with nothing to select, add, edit or delete', async () => {
  signInAs('GUEST');
  await open();
  expect(bodyRowNames()).toHaveLength(10);
  expect(screen.getByText('You can view the contacts; editing needs an Editor role.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View Person 01' })).toBeInTheDocument();
  expect(screen.queryByRole('checkbox')).toBeNull();
  expect(screen.queryByRole('button', { name: 'New contact' })).toBeNull();
  expect(screen.queryByRole('button', { name: /^(Edit|Delete) / })).toBeNull();
});

it('shows the load error with Retry', async () => {
  fetchContacts().mockRejectedValueOnce(new Error('Server unavailable'));
  const user = userEvent.setup();
  renderPage(<ContactTablePage />);
  await user.click(await screen.findByRole('button', { name: /retry/i }));
  expect(await screen.findByRole('link', { name: 'Person 01' })).toBeInTheDocument();
});
