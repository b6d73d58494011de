// One query holds every contact: the table, list, cards and details pages all read it, so a change made in one
// view is what the others show.

export const contactKeys = {
  all: ['contacts'] as const,
  list: () => [...contactKeys.all, 'list'] as const,
};
