// What a page uses of the realtime connection: each hook watches while its component is shown.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { getSession } from '../session-store';
import { keyOfDoc, keyOfDoctype, keyOfEvent, keyOfOpenDoc } from './realtime-connection';
import { isDocUpdate, isDocViewers, isListUpdate, type DocUpdate, type ListUpdate } from './realtime-events';
import { realtime } from './realtime';

/** The latest `handler`, so that a page's handler written inline does not join and leave the room every render. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

/** Calls `onUpdate` for each insert, save or delete of any `doctype` document the user may read, while shown. */
export function useDoctypeUpdates(doctype: string, onUpdate: (update: ListUpdate) => void, enabled = true): void {
  const latest = useLatest(onUpdate);
  useEffect(() => {
    if (!enabled) return;
    return realtime.watch(
      keyOfDoctype(doctype),
      ['doctype_subscribe', doctype],
      ['doctype_unsubscribe', doctype],
      (payload) => {
        if (isListUpdate(payload)) latest.current(payload);
      },
    );
  }, [doctype, enabled, latest]);
}

/** Calls `onUpdate` after each save or delete of one document, while shown. */
export function useDocUpdates(doctype: string, name: string | null, onUpdate: (update: DocUpdate) => void): void {
  const latest = useLatest(onUpdate);
  useEffect(() => {
    if (name === null) return;
    return realtime.watch(
      keyOfDoc(doctype, name),
      ['doc_subscribe', doctype, name],
      ['doc_unsubscribe', doctype, name],
      (payload) => {
        if (isDocUpdate(payload)) latest.current(payload);
      },
    );
  }, [doctype, name, latest]);
}

/** Calls `onEvent` for each `event` the server sends to the user's own room (Frappe's `publish_realtime`). */
export function useRealtimeEvent(event: string, onEvent: (payload: unknown) => void, enabled = true): void {
  const latest = useLatest(onEvent);
  useEffect(() => {
    if (!enabled) return;
    return realtime.watch(keyOfEvent(event), null, null, (payload) => latest.current(payload));
  }, [event, enabled, latest]);
}

const NOBODY: readonly string[] = [];

/**
 * Marks the document as open by this user while shown (Frappe's `doc_open`), and gives the other users who have it
 * open now (their user names), for presence.
 */
export function useDocViewers(doctype: string, name: string | null): readonly string[] {
  const [viewers, setViewers] = useState<{ of: string; users: readonly string[] }>({ of: '', users: NOBODY });
  useEffect(() => {
    if (name === null) return;
    return realtime.watch(
      keyOfOpenDoc(doctype, name),
      ['doc_open', doctype, name],
      ['doc_close', doctype, name],
      (payload) => {
        if (!isDocViewers(payload)) return;
        const me = getSession().user?.userId;
        setViewers({ of: name, users: payload.users.filter((user) => user !== me) });
      },
    );
  }, [doctype, name]);
  // The viewers of the document shown now: none yet for a document just opened.
  return name !== null && viewers.of === name ? viewers.users : NOBODY;
}

/** The connection's state, for a notice while it is lost. */
export function useRealtimeState() {
  return useSyncExternalStore(
    (onChange) => realtime.onStateChange(onChange),
    () => realtime.getState(),
    () => realtime.getState(),
  );
}
