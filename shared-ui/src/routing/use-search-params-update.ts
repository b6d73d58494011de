// The page's search params, and a way to change them that builds on the change before. The router shows a new URL
// in a transition, and React Router's own functional update is handed the params of the last render: two changes
// before the next render (two quick clicks, a filter and then another) would both start from the same params, and
// the second would undo the first. Here each change starts from the params the previous one wrote, whichever
// component wrote them, until the router renders a URL (that one, or another the user went to).
import { useCallback } from 'react';
import { useLocation, useSearchParams, type Location, type NavigateOptions } from 'react-router';

/** A change to the search params: gets a copy of the latest ones, returns the next ones. */
export type SearchParamsChange = (latest: URLSearchParams) => URLSearchParams;

export type UpdateSearchParams = (change: SearchParamsChange, options?: NavigateOptions) => void;

// The params last written over each rendered location (the router's one object for it, shared by every component
// under it): forgotten once the router renders another.
const writtenOver = new WeakMap<Location, URLSearchParams>();

export function useSearchParamsUpdate(): [URLSearchParams, UpdateSearchParams] {
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const update = useCallback<UpdateSearchParams>(
    (change, options) => {
      const next = change(new URLSearchParams(writtenOver.get(location) ?? searchParams));
      writtenOver.set(location, next);
      void setSearchParams(next, options);
    },
    [location, searchParams, setSearchParams],
  );
  return [searchParams, update];
}
