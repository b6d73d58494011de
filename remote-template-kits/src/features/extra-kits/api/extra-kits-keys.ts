// Every query key of the Extra kits group, in one place.
export const extraKitsKeys = {
  all: ['extra-kits'] as const,
  uploads: () => [...extraKitsKeys.all, 'uploads'] as const,
};
