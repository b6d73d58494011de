import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'shared-ui';
import { TestProviders } from 'build-presets/testing';
import { PageTrail } from './PageTrail';
import { testMenu } from '@host/testing/navigation-fixtures';

function renderTrail(path: string) {
  return render(
    <TestProviders>
      <MemoryRouter initialEntries={[path]}>
        <PageTrail menu={testMenu} />
      </MemoryRouter>
    </TestProviders>,
  );
}

describe('PageTrail', () => {
  it('shows the groups and the current page, marked as the current page', () => {
    renderTrail('/charts/apex-chart/bar');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Charts', 'Apex charts', 'Bar chart']);
    expect(within(trail).getByText('Bar chart')).toHaveAttribute('aria-current', 'page');
  });

  it('shows nothing for a page off the menu', () => {
    renderTrail('/session/signin');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
