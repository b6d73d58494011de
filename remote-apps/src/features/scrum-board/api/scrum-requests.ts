// The HTTP calls of the scrum board demo API (mock-server /api/scrum-board, docs/demo-api.md) and of the upload store
// its attachments live in. Errors are left to the caller, which words them with `readableError`.
import { apiClient } from 'shared-auth';
import type {
  Placement,
  ScrumBoard,
  ScrumBoardSummary,
  ScrumBoardVersion,
  ScrumCard,
  ScrumLabel,
  ScrumMember,
  UploadedFile,
} from 'tessera-contracts';
import type { CardMove } from '../model/board-edits';

const BASE = '/api/scrum-board';

async function get<T>(path: string, params?: Record<string, number>): Promise<T> {
  const { data } = await apiClient.get<T>(`${BASE}${path}`, { params });
  return data;
}

async function post<T>(path: string, body: object): Promise<T> {
  const { data } = await apiClient.post<T>(`${BASE}${path}`, body);
  return data;
}

export const fetchBoards = () => get<ScrumBoardSummary[]>('/all-board');
export const fetchBoard = (id: number) => get<ScrumBoard>('', { id });
export const fetchBoardVersion = (id: number) => get<ScrumBoardVersion>('/version', { id });
export const fetchMembers = () => get<ScrumMember[]>('/all-member');
export const fetchLabels = () => get<ScrumLabel[]>('/all-label');

/** Resolves to every board as {id, title}, the new one last. */
export const addBoard = (title: string) => post<ScrumBoardSummary[]>('/add-board', { title });

export const addMember = (boardId: number, memberId: number) => post<ScrumBoard>('/add-member', { boardId, memberId });
export const deleteMember = (boardId: number, memberId: number) =>
  post<ScrumBoard>('/delete-member', { boardId, memberId });
export const addColumn = (boardId: number, listTitle: string) =>
  post<ScrumBoard>('/add-column', { boardId, listTitle });
export const renameColumn = (boardId: number, listId: number, listTitle: string) =>
  post<ScrumBoard>('/rename-column', { boardId, listId, listTitle });
export const deleteColumn = (boardId: number, listId: number) =>
  post<ScrumBoard>('/delete-column', { boardId, listId });
export const addCard = (boardId: number, listId: number, cardTitle: string) =>
  post<ScrumBoard>('/add-card', { boardId, listId, cardTitle });
export const updateCard = (boardId: number, listId: number, card: ScrumCard) =>
  post<ScrumBoard>('/update-card', { boardId, listId, card });
/** Moves column `listId` just before or after another; refused (417) when that one is no longer on the board. */
export const reorderList = (boardId: number, listId: number, placement: Placement) =>
  post<ScrumBoard>('/reorder-list', { boardId, listId, ...placement });
/**
 * Names the card, the column it is in and its new rank, so a board someone else changed meanwhile moves the same
 * card between the same neighbours, or is refused (417) when the card has left that column; no other card is
 * written.
 */
export const moveCard = (boardId: number, move: CardMove) => post<ScrumBoard>('/move-card', { boardId, ...move });

export interface UploadProgress {
  /** The share of the file sent so far, 0 to 1. */
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Stores the file in the signed-in user's uploads (the body is the file; the name goes in the query string). */
export async function uploadFile(file: File, { onProgress, signal }: UploadProgress): Promise<UploadedFile> {
  const { data } = await apiClient.post<UploadedFile>('/api/upload/add', file, {
    params: { file_name: file.name },
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
    signal,
    onUploadProgress: (event) => {
      const total = event.total ?? file.size;
      if (total > 0) onProgress(Math.min(1, event.loaded / total));
    },
  });
  return data;
}

/** Removes an upload of the signed-in user's; another user's file is not theirs to delete (404). */
export async function deleteUpload(id: number): Promise<void> {
  await apiClient.post('/api/upload/delete', { id });
}
