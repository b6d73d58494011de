import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListPerson } from 'tessera-contracts';
import { renderWithProviders } from 'build-presets/testing';
import { PagedPeopleTable } from './PagedPeopleTable';

const PEOPLE: ListPerson[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  name: `Person ${index + 1}`,
  initials: 'PP',
  role: 'Engineer',
  team: 'Engineering',
  email: `person${index + 1}@example.com`,
  status: 'online',
}));

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByText(/^Person \d+$/)[0]?.textContent);

describe('PagedPeopleTable', () => {
  it('shows five people a page, and the pager, the page size and the range line agree', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PagedPeopleTable people={PEOPLE} />);
    expect(names()).toEqual(['Person 1', 'Person 2', 'Person 3', 'Person 4', 'Person 5']);
    expect(screen.getByText('Showing 1–5 of 12')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(names()).toEqual(['Person 11', 'Person 12']);
    expect(screen.getByText('Showing 11–12 of 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByText('Showing 6–10 of 12')).toBeInTheDocument();

    // A new page size starts again from the first page.
    await user.selectOptions(screen.getByLabelText('Rows per page'), '10');
    expect(names()).toHaveLength(10);
    expect(screen.getByText('Showing 1–10 of 12')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 3' })).not.toBeInTheDocument();
  });
});
