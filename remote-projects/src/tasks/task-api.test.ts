import { apiClient, listDocs } from 'shared-auth';
import { countTasks, fetchTasks, TASK_FIELDS } from './task-api';

jest.mock('shared-auth', () => ({
  listDocs: jest.fn(),
  apiClient: { get: jest.fn() },
}));

const listDocsMock = jest.mocked(listDocs);
const getMock = jest.mocked(apiClient.get);

beforeEach(() => {
  listDocsMock.mockReset();
  getMock.mockReset();
});

test('asks for exactly the fifteen task fields of the spec, one page at the given offset', async () => {
  listDocsMock.mockResolvedValue([{ name: 'TASK-1', subject: 'One' }]);
  const filters: Array<[string, string, unknown]> = [['subject', 'like', '%bug%']];

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
  expect(TASK_FIELDS).toHaveLength(15);
});

test('counts with frappe.client.get_count and the same filters', async () => {
  getMock.mockResolvedValue({ data: { message: 57 } });
  const filters: Array<[string, string, unknown]> = [['status', '=', 'Open']];

  await expect(countTasks(filters)).resolves.toBe(57);

  expect(getMock).toHaveBeenCalledWith('/api/method/frappe.client.get_count', {
    params: { doctype: 'Task', filters: JSON.stringify(filters) },
    signal: undefined,
  });
});
