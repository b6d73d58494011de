import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installListLayout } from 'build-presets/board-test-layout';
import { renderWithProviders, testQueryClient } from 'build-presets/testing';
import type { QueryClient } from '@tanstack/react-query';
import type { ScrumBoard, ScrumLabel } from 'tessera-contracts';
import { scrumKeys } from '../api/scrum-keys';
import type { BoardActions } from '../hooks/use-board-actions';
import { BoardView } from './BoardView';
import { installDemoApi, type DemoApi } from '@apps/testing/demo-api-server';
import { testCard as card } from '@apps/testing/scrum-board-fixtures';

const LABEL: ScrumLabel = { id: 1, title: 'Active', color: 'primary' };
const BOARD: ScrumBoard = {
  id: 7,
  title: 'Board',
  members: [],
  modified: 'v1',
  list: [
    {
      id: 1,
      title: 'To do',
      cardList: [
        { ...card(10, 'A'), labels: [1] },
        { ...card(11, 'B'), labels: [1] },
      ],
    },
    { id: 2, title: 'Done', cardList: [] },
  ],
};

let api: DemoApi;

let client: QueryClient;
// The board is in the cache already; its refetch on mount stays pending.
let restoreLayout: () => void;
beforeEach(() => {
  api = installDemoApi();
  api.route('GET /api/scrum-board').mockReturnValue(new Promise(() => undefined));
  restoreLayout = installListLayout();
});
afterEach(() => {
  client.clear();
  api.restore();
  restoreLayout();
});

function renderBoard(board: ScrumBoard = BOARD, editable = true) {
  client = testQueryClient();
  client.setQueryData(scrumKeys.board(7), board);
  const actions = {
    placeCard: jest.fn(),
    stepCard: jest.fn(),
    placeColumn: jest.fn(),
    addColumn: jest.fn(),
    renameColumn: jest.fn(),
    deleteColumn: jest.fn(),
    addCard: jest.fn(),
    saveCard: jest.fn(),
    addMember: jest.fn(),
    removeMember: jest.fn(),
  } satisfies BoardActions;
  const props = {
    boardId: 7,
    editable,
    labels: new Map([[LABEL.id, LABEL]]),
    members: new Map(),
    actions,
    onOpenCard: jest.fn(),
    onRename: jest.fn(),
    onDelete: jest.fn(),
  };
  renderWithProviders(<BoardView {...props} />, client);
  return { props, actions };
}

it('draws the board’s columns and cards, styled by one style sheet', () => {
  renderBoard();
  const columns = screen.getByRole('region', { name: 'Board columns' });
  expect(
    within(columns)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent),
  ).toEqual(['To do', 'Done']);
  expect(within(screen.getByRole('list', { name: 'To do' })).getAllByRole('listitem')).toHaveLength(2);
  const sheets = document.head.querySelectorAll('style[data-href="scrum-board-styles"]');
  expect(sheets).toHaveLength(1);
  expect(sheets[0]?.textContent).toContain('.scrum-board .scrum-card {');
  expect(sheets[0]?.textContent).not.toMatch(/undefined/);
});

it('shows a board its user may not change (a GUEST) with no dragging, moving, column actions or new cards', () => {
  renderBoard(BOARD, false);
  const columns = screen.getByRole('region', { name: 'Board columns' });
  expect(within(screen.getByRole('list', { name: 'To do' })).getAllByRole('listitem')).toHaveLength(2);
  expect(within(columns).getByRole('button', { name: 'A' })).toBeInTheDocument();
  expect(within(columns).queryByRole('button', { name: /^Move / })).toBeNull();
  expect(within(columns).queryByRole('button', { name: /actions$/ })).toBeNull();
  expect(within(columns).queryByRole('textbox')).toBeNull();
  expect(columns.querySelector('[draggable="true"]')).toBeNull();
  expect(screen.queryByText(/Drag cards and column headers/)).toBeNull();
});

it('opens one column menu at the pressed column: rename, move, delete; the edges are disabled', async () => {
  const { props, actions } = renderBoard();
  await userEvent.click(screen.getByRole('button', { name: 'Column “Done” actions' }));
  const menu = await screen.findByRole('menu', { name: 'Column “Done” actions' });
  expect(within(menu).getByRole('menuitem', { name: 'Move right' })).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByRole('button', { name: 'Column “Done” actions' })).toHaveAttribute('aria-expanded', 'true');
  await userEvent.click(within(menu).getByRole('menuitem', { name: 'Move left' }));
  expect(actions.placeColumn).toHaveBeenCalledWith(2, 0);

  await userEvent.click(screen.getByRole('button', { name: 'Column “To do” actions' }));
  const first = await screen.findByRole('menu', { name: 'Column “To do” actions' });
  expect(within(first).getByRole('menuitem', { name: 'Move left' })).toHaveAttribute('aria-disabled', 'true');
  await userEvent.click(within(first).getByRole('menuitem', { name: 'Rename' }));
  expect(props.onRename).toHaveBeenCalledWith(BOARD.list[0]);

  await userEvent.click(screen.getByRole('button', { name: 'Column “To do” actions' }));
  await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Delete' }));
  expect(props.onDelete).toHaveBeenCalledWith(BOARD.list[0]);
});

it('draws again only the column a change touched, not the others or their cards', async () => {
  const { props } = renderBoard();
  // Each drawing of a card looks its labels up: the cards of "To do" have one each.
  const lookups = jest.spyOn(props.labels, 'get');
  // The server's answer for the same board with a card more in "Done": new objects for every part of it.
  const answer = structuredClone({ ...BOARD, modified: 'v2' });
  answer.list[1]!.cardList.push(card(12, 'C'));
  client.setQueryData(scrumKeys.board(7), answer);
  expect(await within(screen.getByRole('list', { name: 'Done' })).findByRole('button', { name: 'C' })).toBeVisible();
  expect(lookups).not.toHaveBeenCalled();
  expect(client.getQueryData<ScrumBoard>(scrumKeys.board(7))?.list[0]).toBe(BOARD.list[0]);
});

it('works the column menu from the keyboard: into the menu, an item by arrows and Enter, Escape back to the button', async () => {
  const { actions } = renderBoard();
  const button = screen.getByRole('button', { name: 'Column “To do” actions' });
  button.focus();
  await userEvent.keyboard('{Enter}');
  const menu = await screen.findByRole('menu', { name: 'Column “To do” actions' });
  await waitFor(() => expect(menu).toHaveFocus());
  // Rename, then Move right: Move left is disabled in the first column, and skipped.
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  expect(actions.placeColumn).toHaveBeenCalledWith(1, 1);
  await waitFor(() => expect(button).toHaveFocus());

  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(screen.getByRole('menu')).toHaveFocus());
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  await waitFor(() => expect(button).toHaveFocus());
});

/** Opens a card's Move menu from the keyboard, once it has the keyboard and its first item highlighted. */
async function openCardMenu(title: string) {
  screen.getByRole('button', { name: `Move “${title}”…` }).focus();
  await userEvent.keyboard('{Enter}');
  const menu = await screen.findByRole('menu', { name: `Move "${title}"` });
  await waitFor(() => expect(menu).toHaveFocus());
  await waitFor(() =>
    expect(within(menu).getByRole('menuitem', { name: 'Move down' })).toHaveAttribute('data-highlighted'),
  );
  return menu;
}

it('moves a card from the board engine’s one Move menu: down its column, or to another column', async () => {
  const { actions } = renderBoard();
  const menu = await openCardMenu('A');
  expect(within(menu).getByRole('menuitem', { name: 'Move up' })).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByRole('button', { name: 'Move “A”…' })).toHaveAttribute('aria-expanded', 'true');
  await userEvent.keyboard('{Enter}');
  expect(actions.placeCard).toHaveBeenCalledWith(10, 1, 1);
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

  await openCardMenu('A');
  // Move down, then the other column.
  await userEvent.keyboard('{ArrowDown}{Enter}');
  expect(actions.placeCard).toHaveBeenLastCalledWith(10, 2, Number.POSITIVE_INFINITY);
});

it('draws only the cards in and near a long column’s visible part, each counted in the whole column', () => {
  const cardList = Array.from({ length: 200 }, (_unused, i) => card(100 + i, `Card ${i + 1}`));
  renderBoard({ ...BOARD, list: [{ id: 1, title: 'To do', cardList }] });
  const drawn = within(screen.getByRole('list', { name: 'To do' })).getAllByRole('listitem');
  expect(drawn.length).toBeGreaterThan(5);
  expect(drawn.length).toBeLessThan(30);
  expect(drawn[0]).toHaveAttribute('aria-setsize', '200');
  expect(screen.getByRole('region', { name: 'To do' })).toHaveTextContent('200 cards');
});
