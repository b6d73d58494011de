import { countDocs, listDocs } from 'shared-auth';
import { TASK_LIST_FIELDS } from 'tessera-contracts';
import { countTasks, fetchTasks } from './task-requests';
import type { TaskFilter } from './task-filters';

jest.mock('shared-auth', () => ({
  listDocs: jest.fn(),
  countDocs: jest.fn(),
}));

const listDocsMock = jest.mocked(listDocs);
const countDocsMock = jest.mocked(countDocs);

beforeEach(() => {
  listDocsMock.mockReset();
  countDocsMock.mockReset();
});

test('asks for exactly the fifteen task fields of the spec, one page at the given offset', async () => {
  listDocsMock.mockResolvedValue([{ name: 'TASK-1', subject: 'One' }]);
  const filters: TaskFilter[] = [['subject', 'like', '%bug%']];

  const tasks = await fetchTasks(filters, 40);

  expect(tasks).toEqual([{ name: 'TASK-1', subject: 'One' }]);
  expect(listDocsMock).toHaveBeenCalledWith(
    'Task',
    {
      fields: [
        'name',
        'subject',
        'project',
        'type',
        'status',
        'priority',
        'parent_task',
        'department',
        'color',
        'is_group',
        'exp_start_date',
        'exp_end_date',
        'expected_time',
        'total_costing_amount',
        'total_billing_amount',
      ],
      filters,
      orderBy: 'creation desc',
      limitStart: 40,
      limitPageLength: 20,
    },
    undefined,
  );
  expect(TASK_LIST_FIELDS).toHaveLength(15);
});

test('counts with frappe.client.get_count (countDocs) and the same filters', async () => {
  countDocsMock.mockResolvedValue(57);
  const filters: TaskFilter[] = [['status', '=', 'Open']];
  const signal = new AbortController().signal;

  await expect(countTasks(filters, signal)).resolves.toBe(57);

  expect(countDocsMock).toHaveBeenCalledWith('Task', filters, signal);
});
