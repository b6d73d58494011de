import { act, renderHook } from '@testing-library/react';
import { makeTask } from '@projects/testing/task-list-server';
import { useTaskSelection } from './use-task-selection';

const first = makeTask('TASK-001');
const second = makeTask('TASK-002');

it('ticks and unticks tasks, one or many at a time', () => {
  const { result } = renderHook(() => useTaskSelection('list'));
  act(() => result.current.toggle(first));
  act(() => result.current.setMany([first, second], true));
  expect([...result.current.selected.keys()]).toEqual(['TASK-001', 'TASK-002']);
  act(() => result.current.drop(['TASK-001']));
  expect(result.current.isSelected('TASK-001')).toBe(false);
  expect(result.current.isSelected('TASK-002')).toBe(true);
  act(() => result.current.clear());
  expect(result.current.selected.size).toBe(0);
});

it('starts with nothing ticked when the list shown changes, and ticks anew under the new list', () => {
  const { result, rerender } = renderHook(({ list }) => useTaskSelection(list), { initialProps: { list: 'open' } });
  act(() => result.current.toggle(first));
  rerender({ list: 'working' });
  expect(result.current.selected.size).toBe(0);
  act(() => result.current.toggle(second));
  expect([...result.current.selected.keys()]).toEqual(['TASK-002']);
  rerender({ list: 'open' });
  expect(result.current.selected.size).toBe(0);
});

it('draws once on mount: no effect clears an empty selection and draws the list again', () => {
  let renders = 0;
  renderHook(() => {
    renders += 1;
    return useTaskSelection('list');
  });
  expect(renders).toBe(1);
});
