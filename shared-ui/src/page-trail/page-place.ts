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

interface Snapshot {
  heading: Published<string> | null;
  steps: Published<readonly TrailStep[]> | null;
}

let heading: Snapshot['heading'] = null;
let steps: Snapshot['steps'] = null;
let snapshot: Snapshot = { heading, steps };
const listeners = new Set<() => void>();

function changed() {
  snapshot = { heading, steps };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What the page at `pathname` has published; empty while it has said nothing. */
export function usePagePlace(pathname: string): PagePlace {
  const current = useSyncExternalStore(subscribe, () => snapshot);
  return {
    heading: current.heading?.pathname === pathname ? current.heading.value : undefined,
    steps: current.steps?.pathname === pathname ? current.steps.value : undefined,
  };
}

/** Publishes the page's heading while it is shown (PageLayout does, for every page). */
export function usePublishHeading(title: string): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const mine: Published<string> = { pathname, value: title };
    heading = mine;
    changed();
    return () => {
      if (heading !== mine) return;
      heading = null;
      changed();
    };
  }, [pathname, title]);
}

/**
 * The page's place below its menu group, for a page its route cannot place (a space's board: "Engineering ›
 * Kanban board"); null when the route places it. Earlier steps link to their pages, the last is this page.
 */
export function usePageTrail(pageSteps: readonly TrailStep[] | null): void {
  const { pathname } = useLocation();
  const key = JSON.stringify(pageSteps);
  useEffect(() => {
    const value: readonly TrailStep[] | null = JSON.parse(key);
    if (value === null) return;
    const mine: Published<readonly TrailStep[]> = { pathname, value };
    steps = mine;
    changed();
    return () => {
      if (steps !== mine) return;
      steps = null;
      changed();
    };
  }, [pathname, key]);
}
