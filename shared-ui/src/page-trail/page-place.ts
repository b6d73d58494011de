// What the shown page tells the host's breadcrumb about itself, beyond what the route table knows: its heading
// (a record's name, a space's), and for a page placed deeper than its route (a space's board, a project's) the
// steps below its menu group. shared-ui is a federation singleton, so a remote's page and the host's top bar
// share this store. Each value is kept with the pathname it was published for: a page still loading after a
// navigation is never named by the one before it.
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

export interface TrailStep {
  label: string;
  /** An app path; absent for the current page. */
  to?: string;
}

export interface PagePlace {
  /** The page's heading. */
  heading?: string;
  /** The page's steps below its menu group, the current page last; absent when its route names them. */
  steps?: readonly TrailStep[];
}

interface Published<Value> {
  pathname: string;
  value: Value;
}

type Part = keyof PagePlace;
type Value<Key extends Part> = NonNullable<PagePlace[Key]>;
type Store = { [Key in Part]: Published<Value<Key>> | null };

let store: Store = { heading: null, steps: null };
const listeners = new Set<() => void>();

function publish<Key extends Part>(part: Key, published: Published<Value<Key>> | null) {
  store = { ...store, [part]: published };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const valueFor = <Content>(published: Published<Content> | null, pathname: string) =>
  published?.pathname === pathname ? published.value : undefined;

/** What the page at `pathname` has published; empty while it has said nothing. */
export function usePagePlace(pathname: string): PagePlace {
  const current = useSyncExternalStore(subscribe, () => store);
  return { heading: valueFor(current.heading, pathname), steps: valueFor(current.steps, pathname) };
}

/** Publishes one part of the page's place while the page is shown; null publishes nothing. */
function usePublish<Key extends Part>(part: Key, value: Value<Key> | null): void {
  const { pathname } = useLocation();
  // Compared by content: the same steps built anew at each render publish nothing new.
  const key = JSON.stringify(value);
  useEffect(() => {
    const content: Value<Key> | null = JSON.parse(key);
    if (content === null) return;
    const mine: Published<Value<Key>> = { pathname, value: content };
    publish(part, mine);
    return () => {
      if (store[part] === mine) publish(part, null);
    };
  }, [part, pathname, key]);
}

/** Publishes the page's heading while it is shown (PageLayout does, for every page). */
export function usePublishHeading(title: string): void {
  usePublish('heading', title);
}

/**
 * The page's place below its menu group, for a page its route cannot place (a space's board: "Engineering ›
 * Kanban board"); null when the route places it. Earlier steps link to their pages, the last is this page.
 */
export function usePageTrail(pageSteps: readonly TrailStep[] | null): void {
  usePublish('steps', pageSteps);
}
