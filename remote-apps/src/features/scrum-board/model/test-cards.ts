// A plain card for the board's tests: no members, labels, files or comments.
import type { ScrumCard } from 'tessera-contracts';

export const testCard = (id: number, title: string): ScrumCard => ({
  id,
  title,
  coverImage: '',
  members: [],
  labels: [],
  description: '',
  attachments: [],
  comments: [],
});
