import { pageTrail, type TrailRoute } from './page-trail';
import { testMenu } from '@host/testing/navigation-fixtures';

const routes: TrailRoute[] = [
  { path: '/projects/:space', title: 'Tasks' },
  { path: '/kanban/:space', title: 'Kanban board' },
  { path: '/charts/apex-chart/area', title: 'Area charts' },
  { path: '/pages/faq', title: 'FAQ' },
  { path: '/pages/faq/:question', title: 'Question', parent: '/pages/faq' },
  { path: '/pages/faq/:question/answer', title: 'Answer', parent: '/pages/faq/how' },
  { path: '/loop', title: 'Loop', parent: '/loop' },
];

describe('pageTrail', () => {
  it('names the group and the page the menu links', () => {
    expect(pageTrail(testMenu, routes, '/projects/all', {})).toEqual([
      { label: 'Projects' },
      { label: 'All projects' },
    ]);
  });

  it('names every group of a nested page, outermost first', () => {
    expect(pageTrail(testMenu, routes, '/charts/apex-chart/area', {})?.map((crumb) => crumb.label)).toEqual([
      'Charts',
      'Apex charts',
      'Area chart',
    ]);
  });

  it('names a page reached through an entry pattern by its heading, in the entry’s group', () => {
    expect(pageTrail(testMenu, routes, '/projects/engineering', { heading: 'Engineering' })).toEqual([
      { label: 'Projects' },
      { label: 'Engineering' },
    ]);
    // Its heading not yet drawn: the route's title.
    expect(pageTrail(testMenu, routes, '/projects/engineering', {})?.at(-1)).toEqual({ label: 'Tasks' });
  });

  it('puts the steps a page gives below its group, also on an address the menu links', () => {
    const steps = [{ label: 'Engineering', to: '/projects/engineering' }, { label: 'Kanban board' }];
    expect(pageTrail(testMenu, routes, '/kanban/engineering', { heading: 'Engineering', steps })).toEqual([
      { label: 'Projects' },
      ...steps,
    ]);
    const projectSteps = [{ label: 'Kanban board', to: '/kanban/all' }, { label: 'Website' }];
    expect(pageTrail(testMenu, routes, '/kanban/all', { steps: projectSteps })).toEqual([
      { label: 'Projects' },
      ...projectSteps,
    ]);
  });

  it('runs through the pages a page off the menu is reached from, each a link', () => {
    expect(pageTrail(testMenu, routes, '/pages/faq/how', { heading: 'How do I start?' })).toEqual([
      { label: 'Pages' },
      { label: 'FAQ', to: '/pages/faq' },
      { label: 'How do I start?' },
    ]);
    expect(pageTrail(testMenu, routes, '/pages/faq/how/answer', {})).toEqual([
      { label: 'Pages' },
      { label: 'FAQ', to: '/pages/faq' },
      { label: 'Question', to: '/pages/faq/how' },
      { label: 'Answer' },
    ]);
  });

  it('has no trail for an address no route serves, and stops at a page named as its own parent', () => {
    expect(pageTrail(testMenu, routes, '/nowhere', {})).toBeNull();
    expect(pageTrail(testMenu, routes, '/loop', {})).toEqual([{ label: 'Loop' }]);
  });
});
