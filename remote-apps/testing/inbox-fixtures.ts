// Messages for the inbox's tests.
import type { InboxMessage, InboxPage } from 'tessera-contracts';

export const ME = { name: 'Adam Reyes', email: 'admin@tessera.dev' };

export function testMessage(id: number, values: Partial<InboxMessage> = {}): InboxMessage {
  return {
    id,
    sender: { name: `Sender ${id}`, email: `sender${id}@x.dev` },
    to: ME,
    date: new Date(Date.UTC(2026, 2, 10, 9, 0) - id * 60_000).toISOString(),
    selected: false,
    subject: `Subject ${id}`,
    message: `Text of message ${id}.\nSecond line.`,
    folder: 'inbox',
    read: true,
    starred: false,
    ...values,
  };
}

export function testPage(messages: InboxMessage[], values: Partial<InboxPage> = {}): InboxPage {
  return {
    messages,
    total: messages.length,
    start: 0,
    limit: 20,
    unread: messages.filter((message) => message.folder === 'inbox' && !message.read).length,
    ...values,
  };
}
