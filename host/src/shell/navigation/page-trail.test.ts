import { pageTrail } from './page-trail';
import { testMenu } from '@host/testing/navigation-fixtures';

describe('pageTrail', () => {
  it('names the group and the page the menu links', () => {
    expect(pageTrail(testMenu, '/projects/all')).toEqual(['Projects', 'All projects']);
  });

  it('names every group of a nested page, outermost first', () => {
    expect(pageTrail(testMenu, '/charts/apex-chart/area')).toEqual(['Charts', 'Apex charts', 'Area chart']);
  });

  it('ends at the group for a page reached through an entry pattern, whose label names another page', () => {
    expect(pageTrail(testMenu, '/kanban/mine')).toEqual(['Projects']);
  });

  it('has no trail for a page off the menu', () => {
    expect(pageTrail(testMenu, '/nowhere')).toBeNull();
    expect(pageTrail([], '/projects/all')).toBeNull();
  });
});
