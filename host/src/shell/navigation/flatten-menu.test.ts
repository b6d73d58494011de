import { filterPages, flattenMenu } from './flatten-menu';
import { testMenu } from '@host/testing/navigation-fixtures';

describe('flattenMenu', () => {
  it('lists every page of every group and child group, with where it sits', () => {
    expect(flattenMenu(testMenu)).toEqual([
      { label: 'All projects', group: 'Projects', to: '/projects/all' },
      { label: 'Kanban board', group: 'Projects', to: '/kanban/all' },
      { label: 'Recharts', group: 'Charts', to: '/charts/recharts' },
      { label: 'Bar chart', group: 'Charts › Apex charts', to: '/charts/apex-chart/bar' },
      { label: 'Area chart', group: 'Charts › Apex charts', to: '/charts/apex-chart/area' },
      { label: 'User profile', group: 'Pages', to: '/pages/user-profile' },
      { label: 'FAQ', group: 'Pages', to: '/pages/faq' },
    ]);
  });

  it('lists a page linked from two groups once', () => {
    const [projects] = testMenu;
    if (!projects) throw new Error('test menu changed');
    const twice = [projects, { ...projects, id: 'again', label: 'Again' }];
    expect(flattenMenu(twice).map((page) => page.to)).toEqual(['/projects/all', '/kanban/all']);
  });
});

describe('filterPages', () => {
  const pages = flattenMenu(testMenu);
  const labels = (query: string) => filterPages(pages, query).map((page) => page.label);

  it('finds nothing for a blank query', () => {
    expect(labels('')).toEqual([]);
    expect(labels('   ')).toEqual([]);
  });

  it('ignores case and accents, and needs every word somewhere in the label or group', () => {
    expect(labels('CHART')).toEqual(['Recharts', 'Bar chart', 'Area chart']);
    expect(labels('apex bar')).toEqual(['Bar chart']);
    expect(labels('kanbän')).toEqual(['Kanban board']);
    expect(labels('gantt')).toEqual([]);
  });

  it('puts pages matched by their own label before those matched only by their group', () => {
    expect(labels('pro')).toEqual(['All projects', 'User profile', 'Kanban board']);
  });
});
