import { groupHoldsPage } from './active-group';
import { testMenu } from '@host/testing/navigation-fixtures';

const [projects, charts] = testMenu;

describe('groupHoldsPage', () => {
  it('matches the current path against the pages’ paths, parameters included', () => {
    expect(projects && groupHoldsPage(projects, '/projects/all')).toBe(true);
    expect(projects && groupHoldsPage(projects, '/kanban/team-a')).toBe(true);
    expect(projects && groupHoldsPage(projects, '/projects/all/tasks')).toBe(false);
    expect(projects && groupHoldsPage(projects, '/charts/recharts')).toBe(false);
  });

  it('counts the pages of child groups', () => {
    expect(charts && groupHoldsPage(charts, '/charts/apex-chart/area')).toBe(true);
  });
});
