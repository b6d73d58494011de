import { archivedItems, buildSpaceTree } from './build-tree';

it('puts each project under its space and leaves archived spaces and projects out', () => {
  const tree = buildSpaceTree(
    [
      { name: 'product', name1: 'Product' },
      { name: 'old', name1: 'Old', archived: 1 },
      { name: 'eng', name1: 'Engineering' },
    ],
    [
      { name: 'PROJ-0001', project_name: 'Portal', space: 'product' },
      { name: 'PROJ-0002', project_name: 'Legacy', space: 'product', archived: 1 },
      { name: 'PROJ-0003', project_name: 'API', space: 'eng' },
      { name: 'PROJ-0004', project_name: 'In old', space: 'old' },
    ],
  );
  expect(tree.map((node) => [node.space.name, node.projects.map((project) => project.name)])).toEqual([
    ['product', ['PROJ-0001']],
    ['eng', ['PROJ-0003']],
  ]);
});

it('lists archived spaces, and archived projects of the spaces still shown', () => {
  const items = archivedItems(
    [
      { name: 'product', name1: 'Product' },
      { name: 'old', name1: 'Old', archived: 1 },
    ],
    [
      { name: 'PROJ-0002', project_name: 'Legacy', space: 'product', archived: 1 },
      { name: 'PROJ-0004', project_name: 'In old', space: 'old', archived: 1 },
    ],
  );
  expect(items.map((item) => `${item.kind} ${item.doc.name}`)).toEqual(['space old', 'project PROJ-0002']);
});
