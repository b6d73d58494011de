// Every query key of the UI kits group, in one place.
export const uikitsKeys = {
  all: ['uikits'] as const,
  listPeople: () => [...uikitsKeys.all, 'list', 'all'] as const,
};
