// The chat app's stored records, all in shared collections (a conversation belongs to two people, so neither
// user's own scope fits it); who may see what is checked by the endpoints (./endpoints.ts): a person reads and
// writes only the conversations they are in. So a GUEST, who only reads the apps' team data, chats too
// (`guestMayWrite`): every record a request changes is the user's own entry or a conversation of theirs.
//   chat-contact  the people one can chat with: the demo users, and every user the service has seen
//   chat-room     a conversation between two contacts, with its last message and each side's unread count
//   chat-message  the messages, each in one room
// The rooms' collection carries the app's endpoints (./endpoints.ts), which get the other two as arguments.
// A room and its messages are seen by the room's two people only: their audience, for the realtime clients.

import { CHAT_MESSAGE_MAX, CHAT_PREVIEW_MAX } from 'tessera-contracts';
import type { Params } from '../../../frappe/params';
import type { DemoCollection, DemoRecord, RecordLookup, SeedContext } from '../../engine/definition';
import { chatEndpoints } from './endpoints';
import { messagePreview, pairKey } from './rules';
import { CHAT_DEMO_PEOPLE, CHAT_SEED_CONVERSATIONS, seedTime } from './seed';

/** Long ago: a seeded person counts as never seen (offline) until they use the chat. */
const NEVER = '1970-01-01T00:00:00.000Z';

export const CHAT_CONTACTS: DemoCollection = {
  name: 'chat-contact',
  label: 'Contact',
  app: 'chat',
  scope: 'shared',
  guestMayWrite: true,
  versioned: false,
  fields: {
    // The user's name on the sign-in server (an email address for the demo users), as the session gives it.
    email: { type: 'text', required: true, trim: true, max: 320, unique: true },
    name: { type: 'text', required: true, trim: true, max: 140 },
    mood: { type: 'text', trim: true, max: 140, default: '' },
    lastSeen: { type: 'datetime', default: NEVER },
  },
  seed: () => CHAT_DEMO_PEOPLE.map(({ email, name, mood }) => ({ email, name, mood })),
};

/** The user names of a room's people. */
function roomPeople(room: DemoRecord | null, recordOf: RecordLookup): string[] {
  const members = room && Array.isArray(room.members) ? room.members : [];
  return members.flatMap((id) => {
    const contact = typeof id === 'number' ? recordOf(CHAT_CONTACTS.name, id) : null;
    return contact && typeof contact.email === 'string' ? [contact.email] : [];
  });
}

export const CHAT_MESSAGES: DemoCollection = {
  name: 'chat-message',
  label: 'Message',
  app: 'chat',
  scope: 'shared',
  guestMayWrite: true,
  versioned: false,
  fields: {
    chatId: { type: 'integer', required: true, min: 1 },
    contactId: { type: 'integer', required: true, min: 1 },
    text: { type: 'text', required: true, trim: true, label: 'A message', max: CHAT_MESSAGE_MAX },
    time: { type: 'datetime', default: (now) => now.toISOString() },
  },
  // A room's messages are read by chatId.
  indexed: ['chatId'],
  parent: { field: 'chatId', collection: 'chat-room' },
  audience: (message, recordOf) =>
    roomPeople(typeof message.chatId === 'number' ? recordOf('chat-room', message.chatId) : null, recordOf),
  // Seeded after the rooms: ../chat.ts lists the rooms first, and shared collections are seeded in that order.
  seed: (ctx) => seedMessages(ctx),
};

export const CHAT_ROOMS: DemoCollection = {
  name: 'chat-room',
  label: 'Chat',
  base: 'chat',
  app: 'chat',
  scope: 'shared',
  guestMayWrite: true,
  standardRoutes: false,
  fields: {
    // "<lower contact id>:<higher contact id>": one room per pair of people.
    pair: { type: 'text', required: true, max: 40, unique: true },
    members: { type: 'ids', collection: CHAT_CONTACTS },
    lastChatTime: { type: 'datetime', default: (now) => now.toISOString() },
    lastMessage: { type: 'text', max: CHAT_PREVIEW_MAX, default: '' },
    // 0 while the room has no message.
    lastSenderId: { type: 'integer', min: 0, default: 0 },
    unread: {
      type: 'list',
      max: 2,
      item: {
        type: 'object',
        fields: {
          contactId: { type: 'integer', required: true, min: 1 },
          count: { type: 'integer', required: true, min: 0 },
        },
      },
    },
  },
  audience: (room, recordOf) => roomPeople(room, recordOf),
  seed: (ctx) => seedRooms(ctx),
  routes: (api) => chatEndpoints({ contacts: CHAT_CONTACTS, messages: CHAT_MESSAGES })(api),
};

function contactIds(ctx: SeedContext): (email: string) => number {
  const ids = ctx.idsBy(CHAT_CONTACTS, 'email');
  return (email) => {
    const id = ids.get(email);
    if (id === undefined) throw new Error(`chat seed: ${email} is not a seeded contact`);
    return id;
  };
}

function seedRooms(ctx: SeedContext): Params[] {
  const idOf = contactIds(ctx);
  return CHAT_SEED_CONVERSATIONS.map(({ between, messages, unread = {} }) => {
    const [a, b] = between.map(idOf) as [number, number];
    const last = messages[messages.length - 1];
    return {
      pair: pairKey(a, b),
      members: [a, b],
      lastChatTime: last ? seedTime(ctx.now, last.ago) : ctx.now.toISOString(),
      lastMessage: last ? messagePreview(last.text) : '',
      lastSenderId: last ? idOf(last.from) : 0,
      unread: between.map((email) => ({ contactId: idOf(email), count: unread[email] ?? 0 })),
    };
  });
}

function seedMessages(ctx: SeedContext): Params[] {
  const idOf = contactIds(ctx);
  const rooms = ctx.idsBy(CHAT_ROOMS, 'pair');
  return CHAT_SEED_CONVERSATIONS.flatMap(({ between, messages }) => {
    const chatId = rooms.get(pairKey(idOf(between[0]), idOf(between[1])));
    if (chatId === undefined) throw new Error('chat seed: the rooms must be seeded before their messages');
    return messages.map(({ from, text, ago }) => ({
      chatId,
      contactId: idOf(from),
      text,
      time: seedTime(ctx.now, ago),
    }));
  });
}
