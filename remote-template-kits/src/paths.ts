// This remote's URLs, in one place: its prefixes (the host's remotes.json lists the same as `basePaths`) and
// every page path that routes, links and navigation use.

export const PREFIXES = ['/dashboard', '/pages'] as const;

export const paths = {
  dashboards: {
    overview: '/dashboard/v1',
    delivery: '/dashboard/v2',
  },
  pages: {
    userProfile: '/pages/user-profile',
  },
} as const;
