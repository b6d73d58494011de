// The chat app's small rules, apart from the store: a room's key, a message's preview and text checks, who
// counts as online, and each side's unread count.

import { CHAT_MESSAGE_MAX, CHAT_PREVIEW_MAX, type ChatStatus } from 'tessera-contracts';
import { validationError } from '../../../frappe/errors';
import type { Params } from '../../../frappe/params';
import { preview } from '../../../frappe/preview';

/** A person counts as online this long after their last chat request. */
export const ONLINE_FOR_MS = 60_000;
/** A contact's last-seen time is written at most this often (every poll would otherwise be a write). */
export const SEEN_EVERY_MS = 30_000;

/** One room per pair of people, whichever of them opens it. */
export function pairKey(a: number, b: number): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

/** The message on one line, cut to CHAT_PREVIEW_MAX characters. */
export function messagePreview(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > CHAT_PREVIEW_MAX ? `${line.slice(0, CHAT_PREVIEW_MAX - 1)}…` : line;
}

/** The text of a new message, checked before anything is written: text, not empty, not too long. */
export function messageText(params: Params): string {
  const value = params.text;
  if (value === undefined || value === null) throw validationError('text is required');
  if (typeof value !== 'string') throw validationError(`text must be text, got ${preview(value)}`);
  const text = value.trim();
  if (text === '') throw validationError('A message cannot be empty');
  if (text.length > CHAT_MESSAGE_MAX) {
    throw validationError(
      `A message must be at most ${CHAT_MESSAGE_MAX} characters long (this one has ${text.length})`,
    );
  }
  return text;
}

export function statusAt(lastSeen: string, now: number): ChatStatus {
  const seen = Date.parse(lastSeen);
  return Number.isFinite(seen) && now - seen < ONLINE_FOR_MS ? 'online' : 'offline';
}

export interface UnreadCount {
  contactId: number;
  count: number;
}

export function unreadCounts(value: unknown): UnreadCount[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is UnreadCount =>
      typeof item === 'object' && item !== null && typeof (item as UnreadCount).contactId === 'number',
  );
}

export function unreadOf(value: unknown, contactId: number): number {
  return unreadCounts(value).find((item) => item.contactId === contactId)?.count ?? 0;
}

/** After `senderId` sent a message to the room's members: the others have one more unread, the sender none. */
export function unreadAfterSend(members: readonly number[], value: unknown, senderId: number): UnreadCount[] {
  return members.map((contactId) => ({
    contactId,
    count: contactId === senderId ? 0 : unreadOf(value, contactId) + 1,
  }));
}

/** After `readerId` opened the room: their count is zero, the others' as they were. */
export function unreadAfterRead(members: readonly number[], value: unknown, readerId: number): UnreadCount[] {
  return members.map((contactId) => ({ contactId, count: contactId === readerId ? 0 : unreadOf(value, contactId) }));
}
