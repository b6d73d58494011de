import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from 'build-presets/testing';
import { DEMO_TOASTERS } from './components/DemoToasters';
import { PRETEND_SERVER_MS } from './components/PromiseToasts';
import ToastrPage from './ToastrPage';

// The toasters outlive a render: each test starts with none on screen.
afterEach(() => Object.values(DEMO_TOASTERS).forEach((toaster) => toaster.remove()));

const sprintTasks = () => screen.getByRole('list', { name: 'Sprint tasks' });

test('Undo in the archive toast puts the task back in the list', async () => {
  const user = userEvent.setup();
  renderPage(<ToastrPage />);
  await user.click(screen.getByRole('button', { name: 'Archive “Fix the login redirect on Safari”' }));
  expect(within(sprintTasks()).queryByText('Fix the login redirect on Safari')).not.toBeInTheDocument();
  expect(await screen.findByText('“Fix the login redirect on Safari” is out of the sprint.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(within(sprintTasks()).getByText('Fix the login redirect on Safari')).toBeInTheDocument();
  expect(within(sprintTasks()).getAllByRole('listitem')).toHaveLength(4);
});

test('the promise toast says loading, then success, as the request ends', async () => {
  const user = userEvent.setup();
  renderPage(<ToastrPage />);
  await user.click(screen.getByRole('button', { name: 'Publish (server answers)' }));
  expect(await screen.findByText('Publishing the release notes…')).toBeInTheDocument();
  expect(
    await screen.findByText('Release notes published', {}, { timeout: PRETEND_SERVER_MS * 3 }),
  ).toBeInTheDocument();
  expect(screen.queryByText('Publishing the release notes…')).not.toBeInTheDocument();
});

// Each request takes the pretend server's time: one per test keeps a test well inside jest's time limit.
test('the promise toast says so when the request fails', async () => {
  const user = userEvent.setup();
  renderPage(<ToastrPage />);
  await user.click(screen.getByRole('button', { name: 'Publish (server is down)' }));
  expect(
    await screen.findByText('Could not publish the release notes', {}, { timeout: PRETEND_SERVER_MS * 3 }),
  ).toBeInTheDocument();
});

test('the import toast is updated in place, not stacked', async () => {
  const user = userEvent.setup();
  renderPage(<ToastrPage />);
  await user.click(screen.getByRole('button', { name: 'Start import' }));
  expect(await screen.findByText('Importing 120 tasks from Trello…')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Start import' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Finish import' }));
  expect(await screen.findByText('120 tasks imported')).toBeInTheDocument();
  expect(screen.queryByText('Importing 120 tasks from Trello…')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Start import' })).toBeEnabled();
});

test('a burst of notifications shows six at once and queues the rest', async () => {
  const user = userEvent.setup();
  renderPage(<ToastrPage />);
  await user.click(screen.getByRole('button', { name: 'Send 10 notifications' }));
  expect(await screen.findByText('Priya commented')).toBeInTheDocument();
  await waitFor(() => expect(screen.getAllByText(/commented$/)).toHaveLength(6));
  expect(screen.queryByText('Tariq commented')).not.toBeInTheDocument();
});
