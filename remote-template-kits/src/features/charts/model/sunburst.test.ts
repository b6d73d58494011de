import { arcPath, groupTree, partition } from './sunburst';
import { categorySample } from './sample-series';

const tree = [
  {
    name: 'Product',
    color: 'purple',
    children: [
      {
        name: 'App',
        color: 'purple',
        children: [
          { name: 'Open', value: 3, color: 'blue' },
          { name: 'Done', value: 1, color: 'green' },
        ],
      },
      { name: 'Empty', color: 'purple', children: [{ name: 'Open', value: 0, color: 'blue' }] },
    ],
  },
  {
    name: 'Sales',
    color: 'teal',
    children: [{ name: 'Leads', color: 'teal', children: [{ name: 'Open', value: 4, color: 'blue' }] }],
  },
];

test('each node an arc as wide as its share of the whole, its children within its span, empty nodes left out', () => {
  const arcs = partition(tree);
  const byPath = Object.fromEntries(
    arcs.map((arc) => [arc.path.join('/'), [arc.depth, arc.value, arc.start, arc.end]]),
  );
  expect(byPath).toEqual({
    Product: [1, 4, 0, 0.5],
    'Product/App': [2, 4, 0, 0.5],
    'Product/App/Open': [3, 3, 0, 0.375],
    'Product/App/Done': [3, 1, 0.375, 0.5],
    Sales: [1, 4, 0.5, 1],
    'Sales/Leads': [2, 4, 0.5, 1],
    'Sales/Leads/Open': [3, 4, 0.5, 1],
  });
  expect(partition([{ name: 'Nothing', color: 'grey', value: 0 }])).toEqual([]);
});

test('categories grouped into their groups, each split by series', () => {
  const data = categorySample('Project', ['App', 'Leads', 'Site'], { Open: [3, 4, 2], Done: [1, 0, 5] });
  const grouped = {
    ...data,
    rows: data.rows.map((row, index) => ({ ...row, group: ['Product', 'Sales', 'Product'][index] })),
  };
  const roots = groupTree(grouped);
  expect(roots.map((root) => [root.name, root.children?.map((child) => child.name)])).toEqual([
    ['Product', ['App', 'Site']],
    ['Sales', ['Leads']],
  ]);
  expect(roots[0]?.children?.[1]?.children).toEqual([
    { name: 'Open', value: 2, color: data.series[0]?.color },
    { name: 'Done', value: 5, color: data.series[1]?.color },
  ]);
});

test('an arc path: clockwise from the top, a whole ring in two halves', () => {
  expect(arcPath(10, 20, 0, 0.25)).toBe('M0.00,-20.00A20,20 0 0 1 20.00,0.00L10.00,0.00A10,10 0 0 0 0.00,-10.00Z');
  expect(arcPath(10, 20, 0, 1).match(/M/g)).toHaveLength(2);
});
