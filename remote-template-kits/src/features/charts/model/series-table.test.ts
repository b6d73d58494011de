import { categoriesAsSeries } from './categories-as-series';
import type { CategoryData, PointData } from './series';
import { categoryTable, densityTable, pointTable, summarizeCategories } from './series-table';

const DATA: CategoryData = {
  categoryName: 'Week starting',
  format: 'count',
  series: [
    { key: 'created', name: 'Created', color: 'blue' },
    { key: 'completed', name: 'Completed', color: 'green' },
  ],
  rows: [
    { label: 'Mar 2', values: { created: 5, completed: 2 } },
    { label: 'Mar 9', values: { created: 1 } },
  ],
};
const format = (value: number) => `#${value}`;

test('a category table: the category column, then one column per series, missing values as zero', () => {
  expect(categoryTable(DATA, format)).toEqual({
    headers: ['Week starting', 'Created', 'Completed'],
    rows: [
      { label: 'Mar 2', cells: ['#5', '#2'] },
      { label: 'Mar 9', cells: ['#1', '#0'] },
    ],
  });
  expect(summarizeCategories(DATA, format)).toBe('Mar 2: Created #5, Completed #2; Mar 9: Created #1, Completed #0');
});

test('a point table names each point by its series, with the bubble size where there is one', () => {
  const points: PointData = {
    xName: 'Budget',
    yName: 'Progress',
    zName: 'Team',
    series: [
      {
        name: 'Product',
        color: 'blue',
        points: [
          { x: 40, y: 72, z: 6 },
          { x: 85, y: 45 },
        ],
      },
    ],
  };
  expect(pointTable(points, format)).toEqual({
    headers: ['Point', 'Budget', 'Progress', 'Team'],
    rows: [
      { label: 'Product 1', cells: ['#40', '#72', '#6'] },
      { label: 'Product 2', cells: ['#85', '#45', '#0'] },
    ],
  });
});

test('categories as series: each category its own series in its colour, holding only its value', () => {
  const one: CategoryData = {
    categoryName: 'Status',
    format: 'count',
    series: [{ key: 'tasks', name: 'Tasks', color: 'blue' }],
    rows: [
      { label: 'Open', color: 'sky', values: { tasks: 3 } },
      { label: 'Working', color: 'violet', values: { tasks: 7 } },
    ],
  };
  const split = categoriesAsSeries(one);
  expect(split.series).toEqual([
    { key: 'c0', name: 'Open', color: 'sky' },
    { key: 'c1', name: 'Working', color: 'violet' },
  ]);
  expect(split.rows.map((row) => row.values)).toEqual([{ c0: 3 }, { c1: 7 }]);
});

test('a density table: points counted by round ranges of x (rows) and y (columns), the last range closed', () => {
  const data: PointData = {
    xName: 'Estimate',
    yName: 'Actual',
    series: [
      {
        name: 'Tasks',
        color: 'blue',
        points: [
          { x: 1, y: 1 },
          { x: 4, y: 9 },
          { x: 5, y: 2 },
          { x: 10, y: 10 },
        ],
      },
    ],
  };
  expect(densityTable(data, String)).toEqual({
    headers: ['Estimate', 'Actual 0–5', 'Actual 5–10'],
    rows: [
      { label: '0–5', cells: ['1', '1'] },
      { label: '5–10', cells: ['1', '1'] },
    ],
  });
});
