// remote-apps' URLs in one place: the prefixes the host sends to this remote (its `basePaths` in the host's
// remotes.json) and the path of every page, so routes, menu links and navigation never repeat a string.
export const PREFIXES = ['/todo'] as const;

export const paths = {
  todo: {
    list: '/todo/list',
  },
} as const;
