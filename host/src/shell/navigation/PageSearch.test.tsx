import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'shared-ui';
import { TestProviders } from 'build-presets/testing';
import { PageSearch } from './PageSearch';
import { testMenu } from '@host/testing/navigation-fixtures';

function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderSearch() {
  return render(
    <TestProviders>
      <MemoryRouter initialEntries={['/projects/all']}>
        <PageSearch menu={testMenu} />
        <Routes>
          <Route path="*" element={<CurrentPath />} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
}

// jsdom applies no media queries, so the search shows as on a phone: a button that reveals the box.
async function openSearch(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Search pages' }));
  const input = screen.getByRole('combobox', { name: 'Search pages' });
  await waitFor(() => expect(input).toHaveFocus());
  return input;
}
const optionLabels = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.firstChild?.textContent);

describe('PageSearch', () => {
  it('lists the pages matching what is typed, with their groups, and nothing for an empty box', async () => {
    const user = userEvent.setup();
    renderSearch();
    const input = await openSearch(user);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.type(input, 'chart');
    await waitFor(() => expect(optionLabels()).toEqual(['Recharts', 'Bar chart', 'Area chart']));
    expect(screen.getByRole('option', { name: /Bar chart/ })).toHaveTextContent('Charts › Apex charts');
    await user.type(input, ' apex a');
    await waitFor(() => expect(optionLabels()).toEqual(['Bar chart', 'Area chart']));
    await user.clear(input);
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  });

  it('opens the page chosen with the arrow keys and Enter, then empties the box', async () => {
    const user = userEvent.setup();
    renderSearch();
    const input = await openSearch(user);
    await user.type(input, 'chart');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /Bar chart/ }).id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/charts/apex-chart/bar'));
    expect(input).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens the page clicked', async () => {
    const user = userEvent.setup();
    renderSearch();
    const input = await openSearch(user);
    await user.type(input, 'faq');
    await user.click(await screen.findByRole('option', { name: /FAQ/ }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/pages/faq'));
  });

  it('says so when no page matches', async () => {
    const user = userEvent.setup();
    renderSearch();
    const input = await openSearch(user);
    await user.type(input, 'gantt');
    const results = (await screen.findByRole('listbox')).parentElement as HTMLElement;
    expect(within(results).getByText('No pages match')).toBeVisible();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    // Said to screen readers too, as they type.
    expect(screen.getByRole('status')).toHaveTextContent('No pages match');
    await user.clear(input);
    await user.type(input, 'ch');
    expect(screen.getByRole('status')).toHaveTextContent('3 pages match');
  });

  it('clears and closes on Esc', async () => {
    const user = userEvent.setup();
    renderSearch();
    const input = await openSearch(user);
    await user.type(input, 'proj');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(screen.getByTestId('path')).toHaveTextContent('/projects/all');
  });

  it('on phones starts as a button that shows the search box and puts the cursor in it', async () => {
    const user = userEvent.setup();
    renderSearch();
    const toggle = screen.getByRole('button', { name: 'Search pages' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const input = await openSearch(user);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(input).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(input).not.toBeVisible();
  });
});
