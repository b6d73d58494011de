// The scrum board demo app (docs/demo-api.md): boards shared by every signed-in user (team data), each holding its
// columns of cards, plus the members and labels cards refer to. The original API has its own paths and answers,
// so every endpoint is a custom route on the engine's store (`standardRoutes: false`):
//   GET  /api/scrum-board/all-member | all-label | all-board   members, labels, boards as {id, title}
//   POST /api/scrum-board/add-board (the title)                 the boards as {id, title}
//   GET  /api/scrum-board?id=                                   the board, members expanded
//   GET  /api/scrum-board/version?id=                           {id, modified}: cheap polling for changes
//   POST add-member | delete-member {boardId, memberId}, add-column {boardId, listTitle},
//        rename-column {boardId, listId, listTitle}, delete-column {boardId, listId},
//        add-card {boardId, listId, cardTitle}, update-card {boardId, listId, card},
//        reorder-list {boardId, listId, beforeId | afterId},
//        reorder-card {boardId, listId, cardId, rank},
//        move-card {boardId, cardId, sourcelistId, destinationlistId, rank}
//                                                              the updated board
// Moves name what they move, never indexes: an index computed on an older view names another item once someone
// else's change has landed. A column goes next to another one it names (gone since → 417); a card takes the
// rank its client computed between the neighbours it saw (./scrum-board/card-ranks.ts), which still falls
// between them whatever moved meanwhile. A card no longer in the column the client saw it in → 417
// TimestampMismatchError.
// A board is one record whose `list` holds its columns and their cards, so each write reads, changes and
// stores the board in one synchronous handler (one SQLite transaction, nothing awaited in between): concurrent
// moves are applied one after another and never lose or duplicate a card.
// A card's attachments are files in the upload store (../uploads) which the board holds: a file uploaded by
// someone becomes the board's when they attach it (update-card), so that everyone who can see the board can
// download it, and it is deleted when it leaves its card, or its card leaves the board (delete-column).

import {
  SCRUM_COMMENT_MAX,
  SCRUM_DESCRIPTION_MAX,
  SCRUM_MAX_ATTACHMENTS_PER_CARD,
  SCRUM_MAX_CARDS_PER_COLUMN,
  SCRUM_MAX_COLUMNS,
  SCRUM_MAX_COMMENTS_PER_CARD,
  SCRUM_TITLE_MAX,
  insertScrumCard,
  rankAtEnd,
  ranksAfter,
  type ScrumBoard,
  type ScrumBoardSummary,
  type ScrumCard,
  type ScrumColumn,
  type ScrumComment,
  type ScrumMember,
} from 'tessera-contracts';
import type { Db } from '../../db/open';
import { FrappeError, notFound, validationError } from '../../frappe/errors';
import type { Params } from '../../frappe/params';
import { preview } from '../../frappe/preview';
import type { RequestUser } from '../../frappe/roles';
import type {
  CollectionCall,
  CollectionRecords,
  DemoApp,
  DemoCollection,
  DemoRecord,
  ObjectField,
} from '../engine/definition';
import { integerParam, placementParam } from '../engine/params';
import { movedNextTo, type ItemNames } from '../engine/placement';
import { RecordStore } from '../engine/store';
import { uploadIdOf, type FileHolder } from '../uploads/held-files';
import { UploadStore } from '../uploads/upload-store';
import { rankParam } from './scrum-board/card-ranks';

export const SCRUM_MEMBERS: DemoCollection = {
  name: 'scrum-member',
  label: 'Member',
  scope: 'shared',
  versioned: false,
  fields: {
    name: { type: 'text', required: true, trim: true, max: 140 },
    avatar: { type: 'text', max: 4000, default: '' },
    // The demo user this member is, so comments are signed by the member who wrote them; never answered.
    email: { type: 'text', max: 140, default: '' },
  },
  seed: () =>
    [
      ['Sofia Alvarez', 'sa@tessera.dev'],
      ['Adam Reyes', 'admin@tessera.dev'],
      ['Elena Park', 'editor@tessera.dev'],
      ['Gus Turner', 'guest@tessera.dev'],
      ['Priya Shah', ''],
      ['Marcus Lee', ''],
      ['Amara Okafor', ''],
      ['Lukas Becker', ''],
    ].map(([name = '', email = '']) => ({ name, email, avatar: memberAvatar(name) })),
};

export const SCRUM_LABELS: DemoCollection = {
  name: 'scrum-label',
  label: 'Label',
  scope: 'shared',
  versioned: false,
  fields: {
    title: { type: 'text', required: true, trim: true, max: 40 },
    color: { type: 'text', required: true, enum: ['primary', 'green', 'secondary', 'error'] },
  },
  seed: () => [
    { title: 'Active', color: 'primary' },
    { title: 'Complete', color: 'green' },
    { title: 'Ready', color: 'secondary' },
    { title: 'High Priority', color: 'error' },
  ],
};

const TITLE = { type: 'text', required: true, trim: true, max: SCRUM_TITLE_MAX } as const;
const ID = { type: 'integer', required: true, min: 1 } as const;

const CARD: ObjectField = {
  type: 'object',
  fields: {
    id: ID,
    title: TITLE,
    coverImage: { type: 'text', format: 'path', max: 500, default: '' },
    members: { type: 'list', item: { type: 'integer', min: 1 } },
    labels: { type: 'list', item: { type: 'integer', min: 1 } },
    // Checked as a key where a move takes it (rankParam); add-card and the data migration give the others.
    rank: { type: 'text', max: 200, default: '' },
    description: { type: 'text', max: SCRUM_DESCRIPTION_MAX, default: '' },
    version: { type: 'integer', min: 0, default: 0 },
    attachments: {
      type: 'list',
      max: SCRUM_MAX_ATTACHMENTS_PER_CARD,
      item: {
        type: 'object',
        fields: {
          name: { type: 'text', required: true, max: 255 },
          size: { type: 'integer', required: true, min: 0 },
          url: { type: 'text', required: true, format: 'path', max: 500 },
        },
      },
    },
    comments: {
      type: 'list',
      max: SCRUM_MAX_COMMENTS_PER_CARD,
      item: {
        type: 'object',
        fields: {
          // A new comment comes without id, uid and time: the server gives them.
          id: { type: 'integer', min: 1 },
          uid: { type: 'integer', min: 1 },
          text: { type: 'text', required: true, trim: true, max: SCRUM_COMMENT_MAX },
          time: { type: 'datetime' },
        },
      },
    },
  },
};

export const SCRUM_BOARDS: DemoCollection = {
  name: 'scrum-board',
  label: 'Board',
  base: 'scrum-board',
  app: 'scrum board',
  scope: 'shared',
  standardRoutes: false,
  fields: {
    title: TITLE,
    members: { type: 'ids', collection: SCRUM_MEMBERS },
    list: {
      type: 'list',
      max: SCRUM_MAX_COLUMNS,
      item: {
        type: 'object',
        fields: { id: ID, title: TITLE, cardList: { type: 'list', max: SCRUM_MAX_CARDS_PER_COLUMN, item: CARD } },
      },
    },
  },
  seed: ({ now, idsBy }) => seedBoards(now, idsBy(SCRUM_MEMBERS, 'name'), idsBy(SCRUM_LABELS, 'title')),
  routes: (api) => {
    api.get('/all-member', ({ recordsOf }) => recordsOf(SCRUM_MEMBERS).all().map(toMember));
    api.get('/all-label', ({ recordsOf }) =>
      recordsOf(SCRUM_LABELS)
        .all()
        .map(({ id, title, color }) => ({ id, title, color })),
    );
    api.get('/all-board', ({ records }) => summaries(records));
    api.post('/add-board', ({ params, records }) => {
      records.add({ title: boardTitle(params), members: [], list: [] });
      return summaries(records);
    });
    api.get('/', (call) => expand(call, requireBoard(call, boardIdParam(call.params))));
    api.get('/version', (call) => {
      const board = requireBoard(call, boardIdParam(call.params));
      return { id: board.id, modified: board.modified };
    });

    api.post('/add-member', (call) => {
      const board = requireBoard(call);
      const memberId = integerParam(call.params, 'memberId');
      call.recordsOf(SCRUM_MEMBERS).require(memberId);
      const members = idsOf(board.members);
      if (members.includes(memberId)) {
        throw new FrappeError('DuplicateEntryError', `Member ${memberId} is already on the board`);
      }
      return save(call, board, { members: [...members, memberId] });
    });
    api.post('/delete-member', (call) => {
      const board = requireBoard(call);
      const memberId = integerParam(call.params, 'memberId');
      const members = idsOf(board.members);
      if (!members.includes(memberId)) throw notFound(`Member ${memberId} is not on the board`);
      // Cards of the board lose the member too: a card's members are the board's.
      const list = columnsOf(board).map((column) => ({
        ...column,
        cardList: column.cardList.map((card) => ({ ...card, members: card.members.filter((id) => id !== memberId) })),
      }));
      return save(call, board, { members: members.filter((id) => id !== memberId), list });
    });

    api.post('/add-column', (call) => {
      const board = requireBoard(call);
      const list = columnsOf(board);
      const column: ScrumColumn = { id: nextId(list), title: textParam(call.params, 'listTitle'), cardList: [] };
      return save(call, board, { list: [...list, column] });
    });
    api.post('/rename-column', (call) => {
      const board = requireBoard(call);
      const list = columnsOf(board);
      const index = columnIndex(list, integerParam(call.params, 'listId'));
      const title = textParam(call.params, 'listTitle');
      return save(call, board, { list: list.map((column, i) => (i === index ? { ...column, title } : column)) });
    });
    api.post('/delete-column', (call) => {
      const board = requireBoard(call);
      const list = columnsOf(board);
      const index = columnIndex(list, integerParam(call.params, 'listId'));
      return save(call, board, { list: list.filter((_column, i) => i !== index) });
    });

    api.post('/add-card', (call) => {
      const board = requireBoard(call);
      const list = columnsOf(board);
      const index = columnIndex(list, integerParam(call.params, 'listId'));
      const card: ScrumCard = {
        id: nextId(list),
        title: textParam(call.params, 'cardTitle'),
        rank: rankAtEnd((list[index]?.cardList ?? []).map((other) => other.rank)),
        coverImage: '',
        members: [],
        labels: [],
        description: '',
        attachments: [],
        comments: [],
      };
      return save(call, board, {
        list: list.map((column, i) => (i === index ? { ...column, cardList: [...column.cardList, card] } : column)),
      });
    });
    api.post('/update-card', (call) => updateCard(call));

    api.post('/reorder-list', (call) => {
      const board = requireBoard(call);
      const listId = integerParam(call.params, 'listId');
      const list = movedNextTo(columnsOf(board), listId, placementParam(call.params), COLUMN_NAMES);
      return save(call, board, { list });
    });
    api.post('/reorder-card', (call) => {
      const listId = integerParam(call.params, 'listId');
      return moveCard(call, listId, listId);
    });
    api.post('/move-card', (call) =>
      moveCard(call, integerParam(call.params, 'sourcelistId'), integerParam(call.params, 'destinationlistId')),
    );
  },
};

export default [SCRUM_MEMBERS, SCRUM_LABELS, SCRUM_BOARDS] satisfies DemoApp;

const AVATAR_COLORS = ['#2563eb', '#16a34a', '#9333ea', '#db2777', '#ea580c', '#0891b2', '#4f46e5', '#65a30d'];

/** A round avatar with the person's initials, as an inline SVG data URL: nothing is fetched from elsewhere. */
function memberAvatar(name: string): string {
  const initials = name
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase())
    .filter((char) => /[A-Z0-9]/.test(char))
    .slice(0, 2)
    .join('');
  const hash = [...name].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);
  const color = AVATAR_COLORS[hash % AVATAR_COLORS.length] ?? '#2563eb';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${color}"/>` +
    `<text x="32" y="41" font-family="Arial,sans-serif" font-size="26" font-weight="600" fill="#fff" ` +
    `text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

interface SeedCard {
  title: string;
  description?: string;
  members?: string[];
  labels?: string[];
  comments?: { by: string; text: string; hoursAgo: number }[];
}

// prettier-ignore
const SEED_BOARDS: readonly { title: string; members: string[]; columns: [string, SeedCard[]][] }[] = [
  {
    title: 'Website relaunch',
    members: ['Adam Reyes', 'Elena Park', 'Priya Shah', 'Marcus Lee', 'Amara Okafor'],
    columns: [
      ['Backlog', [
        { title: 'Audit the pricing page copy', labels: ['Ready'], members: ['Priya Shah'], description: 'List every claim that needs a source before legal review.' },
        { title: 'Cookie banner in three languages', labels: ['High Priority'], members: ['Marcus Lee'] },
        { title: 'Compress hero images', description: 'WebP with a JPEG fallback; target under 150 KB each.' },
      ]],
      ['In progress', [
        { title: 'New navigation with mega menu', labels: ['Active'], members: ['Adam Reyes', 'Amara Okafor'], description: 'Keyboard support first: arrows move inside a panel, Escape closes it.', comments: [
          { by: 'Amara Okafor', text: 'The second level needs its own focus trap on phones.', hoursAgo: 26 },
          { by: 'Adam Reyes', text: 'Agreed, I will pair with you on it tomorrow.', hoursAgo: 3 },
        ] },
        { title: 'Blog listing with filters', labels: ['Active', 'High Priority'], members: ['Elena Park'] },
      ]],
      ['Review', [
        { title: 'Contact form spam protection', labels: ['Ready'], members: ['Marcus Lee'], comments: [
          { by: 'Marcus Lee', text: 'Honeypot field plus a rate limit per address.', hoursAgo: 50 },
        ] },
      ]],
      ['Done', [
        { title: 'Set up the staging site', labels: ['Complete'], members: ['Adam Reyes'] },
        { title: 'Choose the new typeface', labels: ['Complete'], members: ['Priya Shah'], description: 'Inter for text, with tabular numbers in tables.' },
      ]],
    ],
  },
  {
    title: 'Mobile app 2.0',
    members: ['Adam Reyes', 'Lukas Becker', 'Priya Shah'],
    columns: [
      ['To do', [
        { title: 'Offline mode for the task list', labels: ['High Priority'], members: ['Lukas Becker'] },
        { title: 'Push notification settings screen' },
      ]],
      ['Doing', [{ title: 'Dark theme for every screen', labels: ['Active'], members: ['Priya Shah'] }]],
      ['Done', [{ title: 'Crash reporting', labels: ['Complete'], members: ['Adam Reyes'] }]],
    ],
  },
];

/** The sample boards, with ids numbered per board as add-column and add-card number them. */
function seedBoards(
  now: Date,
  memberIds: ReadonlyMap<string, number>,
  labelIds: ReadonlyMap<string, number>,
): Params[] {
  const idsOf = (names: readonly string[] | undefined, ids: ReadonlyMap<string, number>) =>
    (names ?? []).map((name) => ids.get(name)).filter((id): id is number => id !== undefined);
  return SEED_BOARDS.map((board) => {
    let next = 1;
    const list: ScrumColumn[] = board.columns.map(([title, cards]) => {
      const id = next++;
      const ranks = ranksAfter(null, cards.length);
      const cardList = cards.map((card, index): ScrumCard => ({
        id: next++,
        title: card.title,
        rank: ranks[index] ?? '',
        coverImage: '',
        members: idsOf(card.members, memberIds),
        labels: idsOf(card.labels, labelIds),
        description: card.description ?? '',
        attachments: [],
        comments: (card.comments ?? []).map((comment) => ({
          id: next++,
          uid: memberIds.get(comment.by) ?? 1,
          text: comment.text,
          time: new Date(now.getTime() - comment.hoursAgo * 3600_000).toISOString(),
        })),
      }));
      return { id, title, cardList };
    });
    return { title: board.title, members: idsOf(board.members, memberIds), list };
  });
}

function toMember(record: DemoRecord): ScrumMember {
  return { id: record.id, name: String(record.name), avatar: String(record.avatar) };
}

function summaries(records: CollectionRecords): ScrumBoardSummary[] {
  return records.all().map(({ id, title }) => ({ id, title: String(title) }));
}

/**
 * add-board's title: `title`, or the whole body when a client posts the bare title as the original did (axios
 * sends a string body as a form, which reads as one key without a value).
 */
function boardTitle(params: Params): string {
  if (params.title !== undefined) return textParam(params, 'title');
  const keys = Object.keys(params);
  const [only] = keys;
  if (keys.length === 1 && only !== undefined && params[only] === '') return textParam({ title: only }, 'title');
  return textParam(params, 'title');
}

function textParam(params: Params, name: string): string {
  const value = params[name];
  if (value === undefined || value === null) throw validationError(`${name} is required`);
  if (typeof value !== 'string') throw validationError(`${name} must be text, got ${preview(value)}`);
  const text = value.trim();
  if (text.length < 1 || text.length > SCRUM_TITLE_MAX) {
    throw validationError(`${name} must be 1 to ${SCRUM_TITLE_MAX} characters long`);
  }
  return text;
}

/** GET's board id: `id` (the original's request data) or `boardId`, as the writes name it. */
function boardIdParam(params: Params): number {
  return integerParam(params, params.id === undefined ? 'boardId' : 'id');
}

function requireBoard({ params, records }: CollectionCall, id = integerParam(params, 'boardId')): DemoRecord {
  return records.require(id);
}

function idsOf(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
}

function columnsOf(board: DemoRecord): ScrumColumn[] {
  // Stored through the schema, so the shape holds.
  return (Array.isArray(board.list) ? board.list : []) as unknown as ScrumColumn[];
}

/** A new column, card or comment id: one above every id on the board, so none is ever reused while in view. */
function nextId(list: readonly ScrumColumn[]): number {
  let max = 0;
  for (const column of list) {
    max = Math.max(max, column.id);
    for (const card of column.cardList) {
      max = Math.max(max, card.id);
      for (const comment of card.comments) max = Math.max(max, comment.id);
    }
  }
  return max + 1;
}

function columnIndex(list: readonly ScrumColumn[], listId: number): number {
  const index = list.findIndex((column) => column.id === listId);
  if (index < 0) throw notFound(`Column ${listId} not found`);
  return index;
}

const boardChanged = (what: string) =>
  `The board changed while you were moving the ${what}: reload the board and try again.`;
const COLUMN_NAMES: ItemNames = { label: 'Column', where: 'on the board', staleMessage: boardChanged('column') };

/**
 * Moves card `cardId` from column `from`, where the client saw it, into column `to` (the same one or another),
 * with the rank its client gave it, among the cards there in (rank, id) order. The card is named by id, so a move
 * made on an older view of the board moves the card the client meant, or is refused (417) when it has left that
 * column; it never moves another card, and no other card's rank changes.
 */
function moveCard(call: CollectionCall, from: number, to: number): ScrumBoard {
  const board = requireBoard(call);
  const list = columnsOf(board);
  const cardId = integerParam(call.params, 'cardId');
  const rank = rankParam(call.params);
  const source = columnIndex(list, from);
  const destination = columnIndex(list, to);
  const card = list[source]?.cardList.find((candidate) => candidate.id === cardId);
  if (!card) {
    if (!list.some((column) => column.cardList.some((candidate) => candidate.id === cardId)))
      throw notFound(`Card ${cardId} not found`);
    // Someone else's move took it to another column first.
    throw new FrappeError('TimestampMismatchError', boardChanged('card'));
  }
  const others = (list[destination]?.cardList ?? []).filter((candidate) => candidate.id !== cardId);
  const cardList = insertScrumCard(others, { ...card, rank });
  return save(call, board, {
    list: list.map((column, i) => {
      if (i === destination) return { ...column, cardList };
      if (i === source) return { ...column, cardList: column.cardList.filter((candidate) => candidate.id !== cardId) };
      return column;
    }),
  });
}

function updateCard(call: CollectionCall): ScrumBoard {
  // Attaching a file takes it from the user's uploads: undone with the rest if the card is refused.
  return call.db.transaction(() => updateCardNow(call))();
}

function updateCardNow(call: CollectionCall): ScrumBoard {
  const { params, recordsOf, user } = call;
  const board = requireBoard(call);
  const list = columnsOf(board);
  const index = columnIndex(list, integerParam(params, 'listId'));
  const sent = params.card;
  if (!sent || typeof sent !== 'object' || Array.isArray(sent)) {
    throw validationError(sent === undefined ? 'card is required' : `card must be an object, got ${preview(sent)}`);
  }
  const cardId = integerParam(sent as Params, 'id');
  const cards = list[index]?.cardList ?? [];
  const current = cards.find((card) => card.id === cardId);
  if (!current) throw notFound(`Card ${cardId} not found in column ${list[index]?.id ?? ''}`);

  // The version the client's change is based on: a card changed since, by someone else, is refused rather than
  // overwritten (a client that sends none overwrites, as the original API did).
  const storedVersion = typeof current.version === 'number' ? current.version : 0;
  if ((sent as Params).version !== undefined && integerParam(sent as Params, 'version') !== storedVersion) {
    throw new FrappeError(
      'TimestampMismatchError',
      `Card “${current.title}” has been changed by someone else since you opened it. Your change was not saved; the card now shows theirs.`,
    );
  }

  const boardMembers = idsOf(board.members);
  const strangers = idsOf((sent as Params).members).filter((id) => !boardMembers.includes(id));
  if (strangers.length) throw validationError(`Member(s) ${strangers.join(', ')} are not on the board`);
  const labelIds = recordsOf(SCRUM_LABELS)
    .all()
    .map((label) => label.id);
  const unknownLabels = idsOf((sent as Params).labels).filter((id) => !labelIds.includes(id));
  if (unknownLabels.length) throw validationError(`Unknown label id(s): ${unknownLabels.join(', ')}`);

  // Comments already on the card stay as written; the others are new, signed by the signed-in user now.
  const comments = Array.isArray((sent as Params).comments) ? ((sent as Params).comments as unknown[]) : [];
  let next = nextId(list);
  const author = memberIdOf(call, user);
  const now = new Date().toISOString();
  const stored = new Map(current.comments.map((comment) => [comment.id, comment]));
  const merged = comments.map((comment): unknown => {
    const id = comment && typeof comment === 'object' ? (comment as Params).id : undefined;
    const kept = typeof id === 'number' ? stored.get(id) : undefined;
    if (kept) return kept;
    const text = comment && typeof comment === 'object' ? (comment as Params).text : comment;
    const fresh: ScrumComment = { id: next, uid: author, text: typeof text === 'string' ? text : '', time: now };
    next += 1;
    return typeof text === 'string' ? fresh : { ...fresh, text };
  });
  const sentAttachments = (sent as Params).attachments;
  const card = {
    ...(sent as Params),
    // The card's place is a move's to change: a save made on a view from before a move does not undo it.
    rank: current.rank,
    version: storedVersion + 1,
    members: [...new Set(idsOf((sent as Params).members))],
    comments: merged,
    ...(sentAttachments === undefined ? {} : { attachments: takeAttachments(call, board, sentAttachments) }),
  };
  return save(call, board, {
    list: list.map((column, i) =>
      i === index
        ? { ...column, cardList: column.cardList.map((other) => (other.id === cardId ? card : other)) }
        : column,
    ) as unknown as ScrumColumn[],
  });
}

/** The member who is the signed-in user, added to the members on their first comment if there is none. */
function memberIdOf({ recordsOf }: CollectionCall, user: RequestUser): number {
  const members = recordsOf(SCRUM_MEMBERS);
  const email = user.name.toLowerCase();
  const found = members.all().find((member) => String(member.email).toLowerCase() === email);
  if (found) return found.id;
  const name = user.name.split('@')[0] || user.name;
  return members.add({ name, email: user.name, avatar: memberAvatar(name) }).id;
}

/**
 * Stores the board's changed fields (checked against the schema) and answers the board as GET does. The files
 * of attachments no longer on any of its cards are deleted with the change.
 */
function save(call: CollectionCall, board: DemoRecord, changes: { members?: number[]; list?: ScrumColumn[] }) {
  return call.db.transaction(() => {
    const updated = call.records.update(board.id, changes as unknown as Params, null);
    if (changes.list) new UploadStore(call.db).release(filesOf(board.id), attachedUploads(columnsOf(updated)));
    return expand(call, updated);
  })();
}

/** What holds a board's attachments in the upload store. */
function filesOf(boardId: number): FileHolder {
  return { collection: SCRUM_BOARDS.name, id: boardId };
}

/** The uploads attached to the cards of `list`, by id. */
function attachedUploads(list: readonly ScrumColumn[]): Set<number> {
  const ids = new Set<number>();
  for (const column of list) {
    for (const card of column.cardList) {
      for (const attachment of card.attachments) {
        const id = uploadIdOf(attachment.url);
        if (id !== null) ids.add(id);
      }
    }
  }
  return ids;
}

/**
 * A card's attachments as update-card sent them, each file new to the board taken from the signed-in user's own
 * uploads (named and sized as stored); 417 for a file that is not theirs. The schema checks the rest.
 */
function takeAttachments(call: CollectionCall, board: DemoRecord, sent: unknown): unknown {
  if (!Array.isArray(sent)) return sent;
  const onBoard = attachedUploads(columnsOf(board));
  const uploads = new UploadStore(call.db);
  return sent.map((attachment: unknown) => {
    if (!attachment || typeof attachment !== 'object') return attachment;
    const { name, url } = attachment as Params;
    const id = typeof url === 'string' ? uploadIdOf(url) : null;
    if (id === null || onBoard.has(id)) return attachment;
    const file = uploads.hold(call.user.name, id, filesOf(board.id));
    if (!file) {
      throw validationError(
        `Attachment ${preview(name ?? url)} is not one of your uploads: upload the file, then attach it`,
      );
    }
    onBoard.add(id);
    return { ...(attachment as Params), name: file.fileName, size: file.size };
  });
}

/**
 * Files attached to cards before boards held their attachments become their board's (upload migration 2). It
 * reads the boards from the record store as they are stored: the demo collections are not loaded yet.
 */
export function adoptBoardAttachments(db: Db): void {
  const uploads = new UploadStore(db);
  for (const board of new RecordStore(db).list({ collection: SCRUM_BOARDS.name, owner: '' }, 'id')) {
    const list = Array.isArray(board.data.list) ? (board.data.list as unknown as ScrumColumn[]) : [];
    for (const id of attachedUploads(list)) uploads.adopt(id, filesOf(board.id));
  }
}

function expand({ recordsOf }: CollectionCall, board: DemoRecord): ScrumBoard {
  const members = recordsOf(SCRUM_MEMBERS);
  return {
    id: board.id,
    title: String(board.title),
    list: columnsOf(board),
    members: idsOf(board.members)
      .map((id) => members.get(id))
      .filter((member): member is DemoRecord => member !== null)
      .map(toMember),
    modified: String(board.modified),
  };
}
