import { boardTrail } from './board-trail';

const engineering = { name: 'engineering', name1: 'Engineering' };
const website = { project_name: 'Website' };

describe('boardTrail', () => {
  it('leaves the board of all spaces to the menu', () => {
    expect(boardTrail(null, null)).toBeNull();
  });

  it('puts a space’s board under the space’s tasks', () => {
    expect(boardTrail(engineering, null)).toEqual([
      { label: 'Engineering', to: '/projects/engineering' },
      { label: 'Kanban board' },
    ]);
  });

  it('puts a project’s board under its space’s board, or the board of all spaces', () => {
    expect(boardTrail(engineering, website)).toEqual([
      { label: 'Engineering', to: '/projects/engineering' },
      { label: 'Kanban board', to: '/kanban/engineering' },
      { label: 'Website' },
    ]);
    expect(boardTrail(null, website)).toEqual([{ label: 'Kanban board', to: '/kanban/all' }, { label: 'Website' }]);
  });
});
