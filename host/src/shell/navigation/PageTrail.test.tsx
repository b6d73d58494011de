import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, PageLayout } from 'shared-ui';
import { TestProviders } from 'build-presets/testing';
import { PageTrail } from './PageTrail';
import type { TrailRoute } from './page-trail';
import { testMenu } from '@host/testing/navigation-fixtures';

const routes: TrailRoute[] = [
  { path: '/charts/apex-chart/bar', title: 'Bar charts' },
  { path: '/pages/faq', title: 'FAQ' },
  { path: '/pages/faq/:question', title: 'Question', parent: '/pages/faq' },
];

function renderTrail(path: string, page: React.ReactNode = null) {
  return render(
    <TestProviders>
      <MemoryRouter initialEntries={[path]}>
        <PageTrail menu={testMenu} routes={routes} />
        {page}
      </MemoryRouter>
    </TestProviders>,
  );
}

const crumbs = (trail: HTMLElement) =>
  within(trail)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('PageTrail', () => {
  it('shows the groups and the current page, marked as the current page', () => {
    renderTrail('/charts/apex-chart/bar');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs(trail)).toEqual(['Charts', 'Apex charts', 'Bar chart']);
    expect(within(trail).getByText('Bar chart')).toHaveAttribute('aria-current', 'page');
    expect(within(trail).queryByRole('link', { name: 'Charts' })).not.toBeInTheDocument();
  });

  it('names a page off the menu by its heading, after a link to the page it is reached from', () => {
    renderTrail('/pages/faq/start', <PageLayout title="How do I start?">answer</PageLayout>);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs(trail)).toEqual(['Pages', 'FAQ', 'How do I start?']);
    expect(within(trail).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/pages/faq');
    expect(screen.getAllByRole('navigation')).toHaveLength(1);
  });

  it('shows nothing for an address no page serves', () => {
    renderTrail('/session/signin');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
