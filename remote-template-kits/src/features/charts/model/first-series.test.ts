import { firstSeriesMarks } from './first-series';
import { categorySample } from './sample-series';

test('one mark per category with its first series value, the empty ones left out', () => {
  const data = categorySample('Project', ['Alpha', 'Beta', 'Gamma'], { Tasks: [4, 0, 2], Other: [9, 9, 9] });
  expect(firstSeriesMarks(data).map(({ name, value }) => [name, value])).toEqual([
    ['Alpha', 4],
    ['Gamma', 2],
  ]);
});
