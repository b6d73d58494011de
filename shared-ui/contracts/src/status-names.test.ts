import type { Project, PuxeoStatus } from './workspace';
import { statusNameKeyOf, statusNamesOf, statusNameWrite } from './status-names';

const spaces = [{ name: 'S1' }, { name: 'S2' }];
const projects: Project[] = [
  { name: 'P1', project_name: 'Website', space: 'S1' },
  { name: 'P2', project_name: 'Mobile', space: 'S2' },
  { name: 'P3', project_name: 'Research', space: 'S2', is_custom: 1 },
  { name: 'P4', project_name: 'Plain', space: null },
];
const statuses: PuxeoStatus[] = [
  { name: 's2-done', name1: 'done', color: '#000000', space: 'S2', position: 3 },
  { name: 's2-todo', name1: 'Backlog', color: '#111111', space: 'S2', position: 1 },
  { name: 's1-done', name1: 'Done', color: '#16a34a', space: 'S1', position: 2 },
  { name: 's1-todo', name1: 'To do', color: '#64748b', space: 'S1', position: 1 },
  { name: 'p3-idea', name1: 'Idea', color: '#aa00aa', project: 'P3', is_custom: 1, position: 1 },
  { name: 'p3-open', name1: 'open', color: '#00aaaa', project: 'P3', is_custom: 1, position: 2 },
];
const boardOf: Record<string, PuxeoStatus[]> = {
  P1: [statuses[3]!, statuses[2]!],
  P2: [statuses[1]!, statuses[0]!],
  P3: [statuses[4]!, statuses[5]!],
  P4: [],
};

test("the names are every board's, each once (case-insensitive), by position and space order, then ERPNext's", () => {
  const names = statusNamesOf(spaces, projects, statuses);
  expect(names.map((name) => [name.label, name.color])).toEqual([
    ['To do', '#64748b'],
    ['Done', '#16a34a'],
    ['Backlog', '#111111'],
    ['Idea', '#aa00aa'],
    ['open', '#00aaaa'],
    ['Working', null],
    ['Pending Review', null],
    ['Overdue', null],
    ['Template', null],
    ['Completed', null],
    ['Cancelled', null],
  ]);
  expect(names[1]?.key).toBe('done');
});

test("a task stands in its one status's name: its board's (the first when it has none), else ERPNext's", () => {
  expect(statusNameKeyOf({ status: 'Open', puxeo_status: 's2-done' }, boardOf.P2!)).toBe('done');
  expect(statusNameKeyOf({ status: 'Completed', puxeo_status: null }, boardOf.P1!)).toBe('to do');
  expect(statusNameKeyOf({ status: 'Working', puxeo_status: null }, boardOf.P4!)).toBe('working');
  expect(statusNameKeyOf({ status: null, puxeo_status: null }, [])).toBeNull();
});

test("a move writes the task's own board status of that name, or ERPNext's status where its board has none", () => {
  const names = statusNamesOf(spaces, projects, statuses);
  const done = names.find((name) => name.key === 'done')!;
  const open = names.find((name) => name.key === 'open')!;
  expect(statusNameWrite({ project: 'P2' }, boardOf.P2!, done, 'Mobile')).toEqual({
    changes: { puxeo_status: 's2-done' },
  });
  expect(statusNameWrite({ project: 'P1' }, boardOf.P1!, done, 'Website')).toEqual({
    changes: { puxeo_status: 's1-done' },
  });
  expect(statusNameWrite({ project: 'P4' }, boardOf.P4!, open, 'Plain')).toEqual({ changes: { status: 'Open' } });
  expect(statusNameWrite({ project: 'P3' }, boardOf.P3!, open, 'Research')).toEqual({
    changes: { puxeo_status: 'p3-open' },
  });
});

test("a board without a status of that name writes nothing and says why; so does ERPNext's vocabulary", () => {
  const names = statusNamesOf(spaces, projects, statuses);
  const backlog = names.find((name) => name.key === 'backlog')!;
  const working = names.find((name) => name.key === 'working')!;
  expect(statusNameWrite({ project: 'P1' }, boardOf.P1!, backlog, 'Website')).toEqual({
    refusal: "Website's board has no status “Backlog”",
  });
  expect(statusNameWrite({ project: 'P4' }, boardOf.P4!, backlog, 'Plain')).toEqual({
    refusal: "Plain's board has no status “Backlog”",
  });
  expect(statusNameWrite({ project: 'P3' }, boardOf.P3!, working, 'Research')).toEqual({
    refusal: "Research's board has no status “Working”",
  });
  expect(statusNameWrite({ project: null }, [], backlog, null)).toEqual({
    refusal: 'A task without a project has no status “Backlog”',
  });
});
