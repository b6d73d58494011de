// Every query key of the Forms group, in one place.
export const formsKeys = {
  all: ['forms'] as const,
  userSettings: (key: string) => [...formsKeys.all, 'user-settings', key] as const,
};
