import type { PuxeoStatus } from 'tessera-contracts';
import { makeTask } from '@projects/testing/task-manager-fixtures';
import { completionOf } from './task-progress';

const noBoards = () => [];

test('without boards, completion counts Completed among the tasks to do; Cancelled and Template count neither way', () => {
  const tasks = ['Completed', 'Completed', 'Open', 'Working', 'Cancelled', 'Template'].map((status, index) =>
    makeTask(String(index), { status }),
  );
  expect(completionOf(tasks, noBoards)).toEqual({ done: 2, counted: 4, ratio: 0.5 });
  expect(completionOf([], noBoards)).toEqual({ done: 0, counted: 0, ratio: 0 });
});

test('a task on a board is done in the board’s last status, whatever ERPNext’s status says', () => {
  const board: PuxeoStatus[] = [
    { name: 'st-plan', name1: 'Planned', color: 'gray', position: 1 },
    { name: 'st-ship', name1: 'Shipped', color: 'green', position: 2 },
  ];
  const statusesOf = (project: string | null | undefined) => (project === 'PROJ-0001' ? board : []);
  const tasks = [
    makeTask('shipped', { status: 'Open', puxeo_status: 'st-ship' }),
    makeTask('planned-but-completed', { status: 'Completed', puxeo_status: 'st-plan' }),
    makeTask('planned-but-cancelled', { status: 'Cancelled', puxeo_status: 'st-plan' }),
    makeTask('off-board', { project: 'PROJ-0002', status: 'Completed' }),
  ];
  // Shipped and the task without a board are done; the two planned ones are work left.
  expect(completionOf(tasks, statusesOf)).toEqual({ done: 2, counted: 4, ratio: 0.5 });
});
