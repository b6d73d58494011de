import { parallelAxes, parallelLine } from './parallel-axes';
import { categorySample } from './sample-series';

const data = categorySample('Project', ['App', 'Site'], { Budget: [85, 40], Team: [12, 3] });
const box = { width: 300, top: 20, bottom: 220, inset: 50, mirrored: false };

test('an axis per measure, evenly spread, each scaled to its own round ticks', () => {
  const axes = parallelAxes(data, box);
  expect(axes.map((axis) => [axis.name, axis.x, axis.ticks])).toEqual([
    ['Budget', 50, [40, 60, 80, 100]],
    ['Team', 250, [0, 5, 10, 15]],
  ]);
  // Bottom at the first tick, top at the last.
  expect([axes[0]?.y(40), axes[0]?.y(100), axes[1]?.y(15)]).toEqual([220, 20, 20]);
  expect(parallelLine(axes, data.rows[1]!.values)).toBe('M50.0,220.0L250.0,180.0');
});

test('mirrored, the first measure stands rightmost', () => {
  const axes = parallelAxes(data, { ...box, mirrored: true });
  expect(axes.map((axis) => axis.x)).toEqual([250, 50]);
});
