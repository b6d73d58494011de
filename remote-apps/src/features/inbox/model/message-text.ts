// How a message is named and summed up in the list and the reading pane. Always text: nothing of a message is
// ever read as HTML.
import type { InboxMessage, InboxPerson } from 'tessera-contracts';

const PREVIEW_MAX = 140;
const sentAtFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The other side of the conversation: who sent a received message, who a sent one went to. */
export function correspondent(message: InboxMessage): InboxPerson {
  return message.folder === 'sent' ? message.to : message.sender;
}

/** The list's line for the correspondent: "Priya Shah", or "To: Priya Shah" for a sent message. */
export function correspondentLine(message: InboxMessage): string {
  const { name } = correspondent(message);
  return message.folder === 'sent' ? `To: ${name}` : name;
}

/** The start of the text on one line. */
export function previewOf(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > PREVIEW_MAX ? `${line.slice(0, PREVIEW_MAX - 1)}…` : line;
}

export function isUnread(message: InboxMessage): boolean {
  return message.folder === 'inbox' && !message.read;
}

/** "12 Mar 2026, 09:30" in the reader's time zone. */
export function formatSentAt(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : sentAtFormat.format(time);
}

/** A person as a mail client writes them: "Priya Shah <priya@x.dev>", or the address alone. */
export function personLine(person: InboxPerson): string {
  return person.name && person.name !== person.email ? `${person.name} <${person.email}>` : person.email;
}
