import { categorySample } from './sample-series';
import { flowsOf } from './flows';

test('a from × to table becomes one node per name and one link per flow above zero', () => {
  const data = categorySample('From', ['Open', 'Working'], { Working: [5, 0], Completed: [0, 4], Cancelled: [1, 0] });
  const { nodes, links } = flowsOf(data);

  expect(nodes.map((node) => node.name)).toEqual(['Open', 'Working', 'Cancelled', 'Completed']);
  expect(links).toEqual([
    { source: 0, target: 1, value: 5 },
    { source: 0, target: 2, value: 1 },
    { source: 1, target: 3, value: 4 },
  ]);
});
