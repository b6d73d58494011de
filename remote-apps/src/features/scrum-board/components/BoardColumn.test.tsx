import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installListLayout } from 'build-presets/board-test-layout';
import { renderWithProviders } from 'build-presets/testing';
import { BoardDndProvider } from 'shared-ui/board';
import type { ScrumColumn, ScrumLabel, ScrumMember } from 'tessera-contracts';
import { BoardColumn } from './BoardColumn';

const members = new Map<number, ScrumMember>([[3, { id: 3, name: 'Elena Park', avatar: '' }]]);
const labels = new Map<number, ScrumLabel>([[4, { id: 4, title: 'High Priority', color: 'error' }]]);
const COLUMN: ScrumColumn = {
  id: 1,
  title: 'To do',
  cardList: [
    {
      id: 2,
      title: 'Fix login',
      rank: 'i0',
      coverImage: '',
      members: [3],
      labels: [4],
      description: '',
      attachments: [{ name: 'a.txt', size: 3, url: '/api/upload/file?id=1' }],
      comments: [{ id: 5, uid: 3, text: 'Hi', time: '2026-01-01T00:00:00.000Z' }],
    },
    {
      id: 3,
      title: 'Write docs',
      rank: 'i1',
      coverImage: '',
      members: [],
      labels: [],
      description: '',
      attachments: [],
      comments: [],
    },
  ],
};

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = installListLayout();
});
afterEach(() => restoreLayout());

function renderColumn(overrides: Partial<Parameters<typeof BoardColumn>[0]> = {}) {
  const props = {
    column: COLUMN,
    index: 0,
    editable: true,
    labels,
    members,
    menuOpen: false,
    menuCard: null,
    activeCard: null,
    onOpenCard: jest.fn(),
    onOpenCardMenu: jest.fn(),
    onStepCard: jest.fn(),
    onDropCard: jest.fn(),
    onPlaceColumn: jest.fn(),
    onOpenMenu: jest.fn(),
    onAddCard: jest.fn().mockResolvedValue(true),
    ...overrides,
  };
  renderWithProviders(
    <BoardDndProvider>
      <BoardColumn {...props} />
    </BoardDndProvider>,
  );
  return props;
}

it('shows the cards with their labels, members and counts', () => {
  renderColumn();
  const column = screen.getByRole('region', { name: 'To do' });
  expect(column).toHaveTextContent('2 cards');
  expect(screen.getByText('High Priority')).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Members: Elena Park' })).toBeInTheDocument();
  expect(column).toHaveTextContent('1 comment');
  expect(column).toHaveTextContent('1 attachment');
});

it('moves a card with Alt and an arrow key, and opens it with Enter', async () => {
  const props = renderColumn();
  const card = screen.getByRole('button', { name: 'Fix login' });
  card.focus();
  await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
  expect(props.onStepCard).toHaveBeenCalledWith(2, 'right');
  await userEvent.keyboard('{ArrowDown}');
  expect(props.onStepCard).toHaveBeenCalledTimes(1);
  await userEvent.keyboard('{Enter}');
  expect(props.onOpenCard).toHaveBeenCalledWith(2);
  const moveButton = screen.getByRole('button', { name: 'Move “Write docs”…' });
  await userEvent.click(moveButton);
  expect(props.onOpenCardMenu).toHaveBeenCalledWith('3', moveButton);
});

it('adds a card from its form, trimmed, and empties the field', async () => {
  const props = renderColumn();
  const field = screen.getByRole('textbox', { name: 'New card in To do' });
  await userEvent.type(field, '  Ship it {Enter}');
  await waitFor(() => expect(props.onAddCard).toHaveBeenCalledWith(1, 'Ship it'));
  await waitFor(() => expect(field).toHaveValue(''));
});

it('refuses a blank card title under the field, and adds nothing', async () => {
  const props = renderColumn();
  const field = screen.getByRole('textbox', { name: 'New card in To do' });
  await userEvent.type(field, '   ');
  await userEvent.click(screen.getByRole('button', { name: 'Add card to To do' }));
  expect(await screen.findByText('Enter a title.')).toBeInTheDocument();
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription('Enter a title.');
  expect(props.onAddCard).not.toHaveBeenCalled();
});

it('opens the board’s column menu at its actions button, which says whether it is open', async () => {
  const props = renderColumn({ menuOpen: true });
  const button = screen.getByRole('button', { name: 'Column “To do” actions' });
  expect(button).toHaveAttribute('aria-haspopup', 'menu');
  expect(button).toHaveAttribute('aria-expanded', 'true');
  await userEvent.click(button);
  expect(props.onOpenMenu).toHaveBeenCalledWith(1, button);
});
