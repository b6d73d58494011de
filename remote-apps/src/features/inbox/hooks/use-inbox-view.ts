import { useCallback, useMemo } from 'react';
import { useSearchParamsUpdate } from 'shared-ui';
import { paramsFromView, viewFromParams, type InboxViewState } from '../model/inbox-view';

export interface InboxViewControl {
  view: InboxViewState;
  /**
   * Shows another part of the inbox. A new entry in the history by default (Back returns to the list from a
   * message); `replace` for corrections the user did not ask for (a page past the end).
   */
  change: (next: Partial<InboxViewState>, options?: { replace?: boolean }) => void;
}

/** The inbox page's view, read from and written to the address; a change builds on the one just before it. */
export function useInboxView(): InboxViewControl {
  const [params, updateParams] = useSearchParamsUpdate();
  const view = useMemo(() => viewFromParams(params), [params]);
  const change = useCallback<InboxViewControl['change']>(
    (next, options) =>
      updateParams((latest) => paramsFromView({ ...viewFromParams(latest), ...next }), {
        replace: options?.replace ?? false,
      }),
    [updateParams],
  );
  return { view, change };
}
