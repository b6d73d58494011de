import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from 'build-presets/testing';
import { searchProjects } from './api/search-projects';
import { searchTasks } from './api/search-tasks';
import SearchResultsPage from './SearchResultsPage';

// Rendering Chakra's components under Testing Library is slow when the machine is busy.
jest.setTimeout(30_000);

jest.mock('./api/search-tasks', () => ({
  ...jest.requireActual<typeof import('./api/search-tasks')>('./api/search-tasks'),
  searchTasks: jest.fn(),
}));
jest.mock('./api/search-contacts', () => ({
  searchContacts: jest.fn(() => Promise.resolve({ hits: [], hasMore: false })),
}));
jest.mock('./api/search-products', () => ({
  searchProducts: jest.fn(() => Promise.resolve({ hits: [], hasMore: false })),
}));
jest.mock('./api/search-projects', () => ({
  ...jest.requireActual<typeof import('./api/search-projects')>('./api/search-projects'),
  searchProjects: jest.fn(),
}));

const searchTasksMock = jest.mocked(searchTasks);
const searchProjectsMock = jest.mocked(searchProjects);

function renderAt(path: string) {
  return renderPage(<SearchResultsPage />, { route: '/pages/search-results', path });
}

function group(name: string) {
  return screen.getByRole('region', { name });
}

beforeEach(() => {
  searchTasksMock.mockReset();
  searchProjectsMock.mockReset();
  searchTasksMock.mockResolvedValue({
    hits: [
      {
        id: 'TASK-2026-00007',
        title: 'Plan the Launch party',
        detail: 'TASK-2026-00007',
        href: '/projects/all?task=TASK-2026-00007',
        status: 'Open',
      },
    ],
    hasMore: false,
  });
  searchProjectsMock.mockResolvedValue({ hits: [], hasMore: false });
});

test('an empty query asks for one and searches nothing', () => {
  renderAt('/pages/search-results');

  expect(screen.getByText('What are you looking for?')).toBeInTheDocument();
  expect(searchTasksMock).not.toHaveBeenCalled();
  expect(searchProjectsMock).not.toHaveBeenCalled();
});

test('the query from the URL: results grouped by source, the match marked, each linking to its page', async () => {
  renderAt('/pages/search-results?q=launch');

  const link = await within(group('Tasks')).findByRole('link', { name: /Plan the Launch party/ });
  expect(link).toHaveAttribute('href', '/projects/all?task=TASK-2026-00007');
  expect(link.querySelector('mark')).toHaveTextContent('Launch');
  expect(within(group('Tasks')).getByText('1 match')).toBeInTheDocument();
  expect(await within(group('Projects')).findByText('No projects match.')).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('launch');
  expect(screen.getByRole('status')).toHaveTextContent('1 result for “launch”');
  expect(searchTasksMock).toHaveBeenCalledWith('launch', expect.any(AbortSignal));
  expect(searchProjectsMock).toHaveBeenCalledWith('launch', expect.any(AbortSignal));
});

test('nothing found anywhere: one message instead of empty groups', async () => {
  searchTasksMock.mockResolvedValue({ hits: [], hasMore: false });
  renderAt('/pages/search-results?q=zebra');

  expect(await screen.findByText('Nothing matches “zebra”')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Tasks' })).not.toBeInTheDocument();
});

test('a failed source says why and Retry asks again, the other source still shows', async () => {
  searchProjectsMock.mockRejectedValueOnce(new Error('Project search failed')).mockResolvedValue({
    hits: [{ id: 'p1', title: 'Launch site', href: '/task-project?project=p1', status: 'Open' }],
    hasMore: true,
  });
  const user = userEvent.setup();
  renderAt('/pages/search-results?q=launch');

  expect(await within(group('Projects')).findByText('Project search failed')).toBeInTheDocument();
  expect(within(group('Tasks')).getByRole('link', { name: /Plan the Launch party/ })).toBeInTheDocument();
  await user.click(within(group('Projects')).getByRole('button', { name: 'Retry' }));

  expect(await within(group('Projects')).findByRole('link', { name: /Launch site/ })).toHaveAttribute(
    'href',
    '/task-project?project=p1',
  );
  expect(within(group('Projects')).getByText(/More projects match/)).toBeInTheDocument();
});

test('typing searches once the typing pauses, and Enter searches at once', async () => {
  const user = userEvent.setup();
  renderAt('/pages/search-results');

  await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'launch');
  expect(await within(await screen.findByRole('region', { name: 'Tasks' })).findByText('1 match')).toBeVisible();
  // One search for the whole word, not one per letter.
  expect(searchTasksMock.mock.calls.map(([query]) => query)).toEqual(['launch']);

  await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
  await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'party{Enter}');
  expect(await screen.findByText('Results for “party”')).toBeInTheDocument();
  expect(searchTasksMock).toHaveBeenLastCalledWith('party', expect.any(AbortSignal));
});
