// The chat demo app (docs/demo-api.md, /api/chat/*): conversations between the app's users, each readable only
// by the two people in it. The records are in ./chat/collections.ts, the endpoints in ./chat/endpoints.ts.
// The order matters: shared collections are seeded in the order listed, and the sample messages name their rooms.

import type { DemoApp } from '../engine/definition';
import { CHAT_CONTACTS, CHAT_MESSAGES, CHAT_ROOMS } from './chat/collections';

export default [CHAT_CONTACTS, CHAT_ROOMS, CHAT_MESSAGES] satisfies DemoApp;
