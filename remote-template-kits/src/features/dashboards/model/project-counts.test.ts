import { NO_PROJECT, projectChartData } from './project-counts';

test("tasks per project by the project's name, most first, those in no project last", () => {
  const data = projectChartData(
    [
      { value: null, count: 9 },
      { value: 'PROJ-0001', count: 3 },
      { value: 'PROJ-0002', count: 0 },
      { value: 'PROJ-0003', count: 7 },
    ],
    [
      { name: 'PROJ-0001', project_name: 'Website relaunch' },
      { name: 'PROJ-0003', project_name: '' },
    ],
  );
  expect(data.map(({ label, value }) => [label, value])).toEqual([
    ['PROJ-0003', 7],
    ['Website relaunch', 3],
    [NO_PROJECT, 9],
  ]);
});
