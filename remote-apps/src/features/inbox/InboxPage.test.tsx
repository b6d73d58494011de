import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from 'build-presets/testing';
import type { InboxListQuery, InboxMessageChanges } from 'tessera-contracts';
import InboxPage from './InboxPage';
import { installDemoApi, type DemoApi } from '@apps/testing/demo-api-server';
import { testMessage, testPage } from '@apps/testing/inbox-fixtures';

// A page of rows with checkboxes and a dialog renders slowly in jsdom on a busy machine.
jest.setTimeout(30_000);
let api: DemoApi;
const fetchPage = () => api.route<InboxListQuery>('GET /api/inbox/page');
const fetchMessage = () => api.route<{ id: number }>('GET /api/inbox');
const fetchRecipients = () => api.route('GET /api/inbox/recipients');
const sendMessage = () => api.route('POST /api/inbox/add');
const updateMessages = () => api.route<InboxMessageChanges & { ids: number[] }>('POST /api/inbox/update');
const deleteMessages = () => api.route<{ ids: number[] }>('POST /api/inbox/delete');

const refusal = (status: number, excType: string, message: string) =>
  Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data: { exc_type: excType, _server_messages: JSON.stringify([JSON.stringify({ message })]) } },
  });

/** 45 received messages, the first two unread. */
const mailbox = Array.from({ length: 45 }, (_, index) =>
  testMessage(index + 1, { read: index >= 2, subject: `Subject ${String(index + 1).padStart(2, '0')}` }),
);

/** A mailbox the mocked requests read and change, as the server would. */
function serve(messages = mailbox) {
  let stored = messages.map((message) => ({ ...message }));
  fetchPage().mockImplementation((query) => {
    const start = query.start ?? 0;
    const limit = query.limit ?? 20;
    const found = query.search ? stored.filter((message) => message.subject.includes(query.search ?? '')) : stored;
    const unread = stored.filter((message) => !message.read).length;
    return Promise.resolve(testPage(found.slice(start, start + limit), { total: found.length, start, limit, unread }));
  });
  updateMessages().mockImplementation(({ ids, ...changes }) => {
    stored = stored.map((message) => (ids.includes(message.id) ? { ...message, ...changes } : message));
    return Promise.resolve();
  });
  fetchMessage().mockImplementation(({ id }) => {
    const found = stored.find((message) => message.id === id);
    return found
      ? Promise.resolve(found)
      : Promise.reject(refusal(404, 'DoesNotExistError', `Message ${id} not found`));
  });
  deleteMessages().mockImplementation(({ ids }) => {
    stored = stored.filter((message) => !ids.includes(message.id));
    return Promise.resolve();
  });
}

beforeEach(() => {
  jest.resetAllMocks();
  api = installDemoApi();
  serve();
  sendMessage().mockResolvedValue(undefined);
  fetchRecipients().mockResolvedValue([
    { name: 'Elena Park', email: 'editor@tessera.dev' },
    { name: 'Gus Turner', email: 'guest@tessera.dev' },
  ]);
});

afterEach(() => api.restore());

async function open(path = '/inbox') {
  const user = userEvent.setup();
  renderPage(<InboxPage />, { route: '/inbox', path });
  // At phone width (jsdom matches no media query) the list hides while a message is open: found even so.
  await screen.findByRole('list', { name: 'Messages', hidden: true });
  return user;
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Messages', hidden: true })).getAllByRole('listitem', { hidden: true });
const pager = () => screen.getByRole('navigation', { name: 'Pages of messages', hidden: true });
/** The button that opens a message: named after its sender, time, subject and text. */
const openButton = (subject: string) =>
  screen.getByRole('button', { name: new RegExp(`^(Unread: )?Sender.*${subject}`) });

it('lists a page of the inbox, unread messages marked, with the unread count', async () => {
  await open();
  expect(fetchPage()).toHaveBeenCalledWith({ folder: 'inbox', start: 0, limit: 20 });
  expect(rows()).toHaveLength(20);
  expect(rows()[0]).toHaveAttribute('data-unread');
  expect(rows()[2]).not.toHaveAttribute('data-unread');
  expect(openButton('Subject 01')).toHaveAccessibleName(/^Unread:/);
  expect(screen.getByRole('button', { name: 'Inbox 2 unread' })).toHaveAttribute('aria-current', 'page');
  expect(pager()).toHaveTextContent('1–20 of 45 · page 1 of 3');
});

it('opens a message in the reading pane as plain text, and marks it read', async () => {
  const hostile = testMessage(1, {
    read: false,
    subject: '<img src=x onerror=alert(1)>',
    message: 'Line one\n<b>not bold</b>',
  });
  serve([hostile, ...mailbox.slice(1)]);
  const user = await open();
  await user.click(openButton('<img src=x'));
  const pane = await screen.findByRole('article');
  expect(within(pane).getByRole('heading', { name: '<img src=x onerror=alert(1)>' })).toHaveFocus();
  expect(within(pane).getByTestId('message-text').textContent).toBe('Line one\n<b>not bold</b>');
  expect(pane.querySelector('img, b')).toBeNull();
  await waitFor(() => expect(updateMessages()).toHaveBeenCalledWith({ read: true, ids: [1] }));
  await waitFor(() => expect(rows()[0]).not.toHaveAttribute('data-unread'));
});

it('"Mark unread" on the open message sticks: it is not marked read again', async () => {
  const user = await open('/inbox?m=3');
  const pane = await screen.findByRole('article');
  await user.click(within(pane).getByRole('button', { name: 'Mark unread' }));
  await waitFor(() => expect(updateMessages()).toHaveBeenCalledWith({ read: false, ids: [3] }));
  await waitFor(() => expect(rows()[2]).toHaveAttribute('data-unread'));
  expect(updateMessages()).toHaveBeenCalledTimes(1);
});

it('deletes the open message from the reading pane after a confirmation', async () => {
  const user = await open();
  await user.click(openButton('Subject 03'));
  const pane = await screen.findByRole('article');
  await user.click(within(pane).getByRole('button', { name: 'Delete “Subject 03”' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete “Subject 03”?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(deleteMessages()).toHaveBeenCalledWith({ ids: [3] }));
  expect(await screen.findByText('Deleted 1 message.')).toBeInTheDocument();
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
  expect(rows().map((row) => row.getAttribute('data-message-id'))).not.toContain('3');
  expect(fetchMessage()).not.toHaveBeenCalled();
});

it('a link to a message of another page opens it', async () => {
  await open('/inbox?m=30');
  const pane = await screen.findByRole('article');
  expect(within(pane).getByRole('heading', { name: 'Subject 30' })).toBeInTheDocument();
  expect(fetchMessage()).toHaveBeenCalledWith({ id: 30 });
});

it('a message that is not in the mailbox (deleted, another user’s) says so', async () => {
  await open('/inbox?m=999');
  expect(await screen.findByText('This message is not in your mailbox')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Back to messages' })).toBeInTheDocument();
});

it('selects one, then all on the page; deletes them after a confirmation', async () => {
  const user = await open();
  await user.click(screen.getByRole('checkbox', { name: 'Select “Subject 02”' }));
  expect(screen.getByRole('button', { name: 'Delete (1)' })).toBeEnabled();
  const selectAll = screen.getByRole('checkbox', { name: 'Select all' });
  expect(selectAll).toBePartiallyChecked();
  await user.click(selectAll);
  expect(screen.getByText('20 selected')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Delete (20)' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete 20 messages?' });
  expect(dialog).toHaveTextContent('this cannot be undone');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() =>
    expect(deleteMessages()).toHaveBeenCalledWith({ ids: mailbox.slice(0, 20).map((message) => message.id) }),
  );
  expect(await screen.findByText('Deleted 20 messages.')).toBeInTheDocument();
  expect(screen.queryByText('20 selected')).not.toBeInTheDocument();
});

it('a selection belongs to its page: the next page starts with none', async () => {
  const user = await open();
  await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(fetchPage()).toHaveBeenLastCalledWith({ folder: 'inbox', start: 20, limit: 20 }));
  await waitFor(() => expect(pager()).toHaveTextContent('21–40 of 45 · page 2 of 3'));
  expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
});

it('pages with Previous and Next and a page size; the last page cannot go further', async () => {
  const user = await open();
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  await waitFor(() => expect(pager()).toHaveTextContent('41–45 of 45 · page 3 of 3'));
  expect(rows()).toHaveLength(5);
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

  await user.selectOptions(screen.getByRole('combobox', { name: 'Messages per page' }), '50');
  await waitFor(() => expect(fetchPage()).toHaveBeenLastCalledWith({ folder: 'inbox', start: 0, limit: 50 }));
  await waitFor(() => expect(pager()).toHaveTextContent('1–45 of 45 · page 1 of 1'));
});

it('searches on Enter, and offers to clear a search that finds nothing', async () => {
  const user = await open();
  await user.type(screen.getByRole('searchbox', { name: 'Search messages' }), 'Subject 4{Enter}');
  await waitFor(() =>
    expect(fetchPage()).toHaveBeenLastCalledWith({ folder: 'inbox', search: 'Subject 4', start: 0, limit: 20 }),
  );
  await waitFor(() => expect(rows()).toHaveLength(6));

  await user.clear(screen.getByRole('searchbox', { name: 'Search messages' }));
  await user.type(screen.getByRole('searchbox', { name: 'Search messages' }), 'nothing like it{Enter}');
  await user.click(await screen.findByRole('button', { name: 'Clear the search' }));
  await waitFor(() => expect(rows()).toHaveLength(20));
});

it('stars a message at once, and takes the star back with the reason when refused', async () => {
  let refuse: (error: unknown) => void = () => undefined;
  updateMessages().mockReturnValue(new Promise((_resolve, reject) => (refuse = reject)));
  const user = await open();
  const star = screen.getByRole('button', { name: 'Star “Subject 05”' });
  await user.click(star);
  expect(star).toHaveAttribute('aria-pressed', 'true');
  refuse(refusal(404, 'DoesNotExistError', 'Message 5 not found'));
  expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't star “Subject 05”. Message 5 not found");
  expect(star).toHaveAttribute('aria-pressed', 'false');
});

describe('compose', () => {
  it('checks the form before sending, sends, and says so', async () => {
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Compose' }));
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    await within(dialog).findByRole('option', { name: 'Elena Park <editor@tessera.dev>' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Choose who to send it to.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a subject.')).toBeInTheDocument();
    expect(sendMessage()).not.toHaveBeenCalled();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /To/ }), 'editor@tessera.dev');
    await user.type(within(dialog).getByRole('textbox', { name: /Subject/ }), 'Hello Elena');
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'First{Enter}Second');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(sendMessage()).toHaveBeenCalledWith({
        to: 'editor@tessera.dev',
        subject: 'Hello Elena',
        message: 'First\nSecond',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New message' })).not.toBeInTheDocument());
    expect(screen.getByText('Sent “Hello Elena” to Elena Park.')).toBeInTheDocument();
  });

  it("shows the server's refusal in the form and keeps what was written", async () => {
    sendMessage().mockRejectedValue(refusal(417, 'LinkValidationError', 'Could not find recipient: guest@tessera.dev'));
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Compose' }));
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    await within(dialog).findByRole('option', { name: 'Gus Turner <guest@tessera.dev>' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /To/ }), 'guest@tessera.dev');
    await user.type(within(dialog).getByRole('textbox', { name: /Subject/ }), 'Hi Gus');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Couldn't send it. Could not find recipient: guest@tessera.dev",
    );
    expect(within(dialog).getByRole('textbox', { name: /Subject/ })).toHaveValue('Hi Gus');
  });
});

it('shows the load error with Retry, and an empty folder as such', async () => {
  fetchPage().mockRejectedValueOnce(new Error('Server unavailable'));
  const user = userEvent.setup();
  renderPage(<InboxPage />, { route: '/inbox', path: '/inbox?folder=starred' });
  expect(await screen.findByText('Couldn’t load your messages'.replace('’', "'"))).toBeInTheDocument();
  fetchPage().mockResolvedValue(testPage([], { unread: 0 }));
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('No starred messages')).toBeInTheDocument();
});
