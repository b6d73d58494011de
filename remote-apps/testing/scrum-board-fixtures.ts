// A plain card for the board's tests: no members, labels, files or comments. Its rank grows with its id, so cards
// listed by id are in the order the server keeps them.
import { ranksAfter, type ScrumCard } from 'tessera-contracts';

export const testCard = (id: number, title: string, rank = ranksAfter(null, id).at(-1) ?? ''): ScrumCard => ({
  id,
  title,
  rank,
  coverImage: '',
  members: [],
  labels: [],
  description: '',
  attachments: [],
  comments: [],
});
