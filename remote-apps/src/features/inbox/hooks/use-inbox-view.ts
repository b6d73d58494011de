import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'shared-ui';
import { paramsFromView, viewFromParams, type InboxViewState } from '../model/inbox-view';

export interface InboxViewControl {
  view: InboxViewState;
  /**
   * Shows another part of the inbox. A new entry in the history by default (Back returns to the list from a
   * message); `replace` for corrections the user did not ask for (a page past the end).
   */
  change: (next: Partial<InboxViewState>, options?: { replace?: boolean }) => void;
}

/** The inbox page's view, read from and written to the address. */
export function useInboxView(): InboxViewControl {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => viewFromParams(params), [params]);
  const change = useCallback<InboxViewControl['change']>(
    (next, options) => setParams(paramsFromView({ ...view, ...next }), { replace: options?.replace ?? false }),
    [view, setParams],
  );
  return { view, change };
}
