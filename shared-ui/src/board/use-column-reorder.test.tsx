import { act, fireEvent, render, screen } from '@testing-library/react';
import { BoardDndProvider } from './BoardDndProvider';
import { useColumnDrag, useColumnPlaceDrop } from './use-column-reorder';

function Column({ id, onPlace }: { id: string; onPlace: (dragged: string, column: string) => void }) {
  const { handle } = useColumnDrag(id, true);
  const { isOver, connect } = useColumnPlaceDrop(id, onPlace);
  return (
    <section ref={(node) => void connect(node)} aria-label={id} data-over={isOver ? '' : undefined}>
      <h2 ref={(node) => void handle(node)}>{id}</h2>
    </section>
  );
}

/** What the browser's drag events carry, as far as the HTML5 backend reads it. */
const dataTransfer = () => ({ types: [], setData: () => undefined, setDragImage: () => undefined, dropEffect: '' });

function drag(header: HTMLElement, onto: HTMLElement) {
  const transfer = dataTransfer();
  act(() => void fireEvent.dragStart(header, { dataTransfer: transfer, clientX: 0, clientY: 0 }));
  act(() => void fireEvent.dragEnter(onto, { dataTransfer: transfer, clientX: 10, clientY: 10 }));
  act(() => void fireEvent.dragOver(onto, { dataTransfer: transfer, clientX: 10, clientY: 10 }));
  return {
    drop: () => {
      act(() => void fireEvent.drop(onto, { dataTransfer: transfer, clientX: 10, clientY: 10 }));
      act(() => void fireEvent.dragEnd(header, { dataTransfer: transfer }));
    },
  };
}

test('a column dragged by its header onto another names both; onto itself, nothing', () => {
  const onPlace = jest.fn();
  render(
    <BoardDndProvider>
      <Column id="todo" onPlace={onPlace} />
      <Column id="done" onPlace={onPlace} />
    </BoardDndProvider>,
  );
  const done = screen.getByRole('region', { name: 'done' });
  const over = drag(screen.getByRole('heading', { name: 'todo' }), done);
  expect(done).toHaveAttribute('data-over');
  over.drop();
  expect(onPlace).toHaveBeenCalledWith('todo', 'done');

  drag(screen.getByRole('heading', { name: 'done' }), done).drop();
  expect(onPlace).toHaveBeenCalledTimes(1);
});
