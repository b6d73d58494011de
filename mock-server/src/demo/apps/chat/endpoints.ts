// The chat API (docs/demo-api.md), on the rooms' collection (its base is /api/chat):
//   GET  /api/chat?chatId=                    the room's messages, oldest first
//   GET  /api/chat/chat-room?contactId=       the conversation with that person as it is (404 when there is
//                                             none): {chatId, contactId, messageList, recentListUpdated: false}
//   POST /api/chat/chat-room {contactId}      opens it: begun if there was none, and read by the signed-in user
//   GET  /api/chat/contacts/recent            the signed-in user's conversations (person + chatInfo), newest first
//   GET  /api/chat/contacts/all               everyone else one can chat with, by name
//   GET  /api/chat/contacts?id=               one person; without an id, the signed-in user
//   POST /api/chat/add {chatId, text}         the room's messages, with the new one last
//   GET  /api/chat/version                    {version}: changes with anything in the user's conversations (polling)
// Parameters come in the query string or the body. A person reads and writes only the rooms they are in
// (403 for another's, 404 for none); the sender and the time of a message are the server's. A GET changes no
// conversation: any page of the same site can make the browser send one, while a POST must pass the origin
// check (so opening, which marks a room read, is a POST).

import type { ChatContact, ChatMessage, ChatRecentContact, ChatRoom, ChatVersion } from 'tessera-contracts';
import { notFound, permissionError, validationError } from '../../../frappe/errors';
import type { Params } from '../../../frappe/params';
import type {
  CollectionCall,
  CollectionRecords,
  CustomRoutes,
  DemoCollection,
  DemoRecord,
} from '../../engine/definition';
import { integerParam } from '../../engine/params';
import { currentContact, toContact } from './directory';
import { messagePreview, messageText, pairKey, unreadAfterRead, unreadAfterSend, unreadOf } from './rules';

export interface ChatCollections {
  contacts: DemoCollection;
  messages: DemoCollection;
}

const membersOf = (room: DemoRecord): number[] =>
  Array.isArray(room.members) ? room.members.filter((id): id is number => typeof id === 'number') : [];

/** One request's view of the chat: the signed-in user's entry and the three collections. */
class ChatRequest {
  readonly now = new Date();
  readonly contacts: CollectionRecords;
  readonly rooms: CollectionRecords;
  readonly messages: CollectionRecords;
  readonly me: DemoRecord;

  constructor(call: CollectionCall, collections: ChatCollections) {
    this.contacts = call.recordsOf(collections.contacts);
    this.messages = call.recordsOf(collections.messages);
    this.rooms = call.records;
    this.me = currentContact(this.contacts, call.user, this.now);
  }

  contact(id: number): ChatContact {
    return toContact(this.contacts.require(id), this.now);
  }

  myRooms(): DemoRecord[] {
    return this.rooms.all().filter((room) => membersOf(room).includes(this.me.id));
  }

  /** A room the signed-in user is in: 404 when there is none, 403 when it is other people's. */
  requireRoom(chatId: number): DemoRecord {
    const room = this.rooms.require(chatId);
    if (!membersOf(room).includes(this.me.id)) throw permissionError(`You are not in chat ${chatId}`);
    return room;
  }

  otherIn(room: DemoRecord): number {
    return membersOf(room).find((id) => id !== this.me.id) ?? this.me.id;
  }

  messagesOf(room: DemoRecord): ChatMessage[] {
    const names = new Map(this.contacts.all().map((contact) => [contact.id, String(contact.name)]));
    return this.messages.where('chatId', room.id).map((message) => {
      const contactId = Number(message.contactId);
      return {
        id: message.id,
        chatId: room.id,
        contactId,
        text: String(message.text),
        time: String(message.time),
        name: names.get(contactId) ?? 'Former member',
        avatar: '',
      };
    });
  }

  /** The person a conversation is with: someone in the directory other than the signed-in user. */
  private otherPerson(contactId: number): DemoRecord {
    const other = this.contacts.require(contactId);
    if (other.id === this.me.id) throw validationError('You cannot start a conversation with yourself');
    return other;
  }

  private roomWith(other: DemoRecord): DemoRecord | undefined {
    const pair = pairKey(this.me.id, other.id);
    return this.rooms.all().find((room) => room.pair === pair);
  }

  /** The conversation with `contactId` as it is, read by nobody: 404 when it has not begun. */
  room(contactId: number): ChatRoom {
    const other = this.otherPerson(contactId);
    const found = this.roomWith(other);
    if (!found) throw notFound(`There is no conversation with ${String(other.name)} yet`);
    return { chatId: found.id, contactId: other.id, messageList: this.messagesOf(found), recentListUpdated: false };
  }

  /** The conversation with `contactId`, begun when there is none yet, and read by the signed-in user now. */
  openRoom(contactId: number): ChatRoom {
    const other = this.otherPerson(contactId);
    const found = this.roomWith(other);
    const members = [this.me.id, other.id];
    if (!found) {
      const room = this.rooms.add({
        pair: pairKey(this.me.id, other.id),
        members,
        lastChatTime: this.now.toISOString(),
        unread: unreadAfterRead(members, [], this.me.id),
      });
      return { chatId: room.id, contactId: other.id, messageList: [], recentListUpdated: true };
    }
    // Written only when something was unread: a read that changes nothing leaves the version alone.
    const room =
      unreadOf(found.unread, this.me.id) > 0
        ? this.rooms.update(found.id, { unread: unreadAfterRead(members, found.unread, this.me.id) }, null)
        : found;
    return { chatId: room.id, contactId: other.id, messageList: this.messagesOf(room), recentListUpdated: false };
  }

  /** Conversations with at least one message, the latest first. */
  recent(): ChatRecentContact[] {
    const byId = new Map(this.contacts.all().map((contact) => [contact.id, contact]));
    return this.myRooms()
      .filter((room) => Number(room.lastSenderId) > 0)
      .sort((a, b) => Date.parse(String(b.lastChatTime)) - Date.parse(String(a.lastChatTime)) || b.id - a.id)
      .flatMap((room) => {
        const other = byId.get(this.otherIn(room));
        if (!other) return [];
        return [
          {
            ...toContact(other, this.now),
            chatId: room.id,
            contactId: other.id,
            unread: unreadOf(room.unread, this.me.id),
            lastChatTime: String(room.lastChatTime),
            lastMessage: String(room.lastMessage),
            lastSenderId: Number(room.lastSenderId),
          },
        ];
      });
  }

  send(params: Params): ChatMessage[] {
    const room = this.requireRoom(integerParam(params, 'chatId'));
    // The original client named the sender; one naming anybody else is refused rather than believed.
    if (params.contactId !== undefined && integerParam(params, 'contactId') !== this.me.id) {
      throw permissionError('You can only send messages as yourself');
    }
    const text = messageText(params);
    const message = this.messages.add({
      chatId: room.id,
      contactId: this.me.id,
      text,
      time: this.now.toISOString(),
    });
    const updated = this.rooms.update(
      room.id,
      {
        lastChatTime: String(message.time),
        lastMessage: messagePreview(text),
        lastSenderId: this.me.id,
        unread: unreadAfterSend(membersOf(room), room.unread, this.me.id),
      },
      null,
    );
    return this.messagesOf(updated);
  }

  version(): ChatVersion {
    const rooms = this.myRooms();
    const latest = rooms.reduce((max, room) => (String(room.modified) > max ? String(room.modified) : max), '');
    return { version: `${rooms.length}:${latest}` };
  }
}

/** GET's room id: `chatId`, or `id`. */
function chatIdParam(params: Params): number {
  return integerParam(params, params.chatId === undefined && params.id !== undefined ? 'id' : 'chatId');
}

export function chatEndpoints(collections: ChatCollections): (api: CustomRoutes) => void {
  const chat = (call: CollectionCall) => new ChatRequest(call, collections);
  return (api) => {
    api.get('/', (call) => {
      const request = chat(call);
      return request.messagesOf(request.requireRoom(chatIdParam(call.params)));
    });
    api.get('/chat-room', (call) => chat(call).room(integerParam(call.params, 'contactId')));
    api.post('/chat-room', (call) => chat(call).openRoom(integerParam(call.params, 'contactId')));
    api.get('/contacts/recent', (call) => chat(call).recent());
    api.get('/contacts/all', (call) => {
      const request = chat(call);
      return request.contacts
        .all()
        .filter((contact) => contact.id !== request.me.id)
        .map((contact) => toContact(contact, request.now))
        .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
    });
    api.get('/contacts', (call) => {
      const request = chat(call);
      return call.params.id === undefined
        ? toContact(request.me, request.now)
        : request.contact(integerParam(call.params, 'id'));
    });
    api.post('/add', (call) => chat(call).send(call.params));
    api.get('/version', (call) => chat(call).version());
  };
}
