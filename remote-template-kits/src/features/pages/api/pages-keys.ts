// Every query key of the Pages group, in one place. Data read from a doctype sits under that doctype's key, so a
// change to a User, Task or Project anywhere refreshes what these pages show of it.
import { resourceKey } from 'shared-auth';

export const pagesKeys = {
  userProfile: (userId: string) => [...resourceKey('User'), 'profile', userId] as const,
  myTaskCounts: (userId: string, today: string) => [...resourceKey('Task'), 'profile-counts', userId, today] as const,
  myRecentTasks: (userId: string) => [...resourceKey('Task'), 'profile-recent', userId] as const,
  /** One search source's matches for a query; `doctype` is the source's Frappe doctype. */
  search: (doctype: string, query: string) => [...resourceKey(doctype), 'pages-search', query] as const,
};
