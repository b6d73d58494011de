// The task open in the list's drawer, kept in the URL (`?task=TASK-0001`), so a link opens it and Back closes it.
import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParamsUpdate } from 'shared-ui';

const TASK_PARAM = 'task';

interface DrawerHistoryState {
  openedTaskDrawer?: boolean;
}

export function useOpenTask() {
  const [searchParams, updateSearchParams] = useSearchParamsUpdate();
  const location = useLocation();
  const navigate = useNavigate();
  const openTask = searchParams.get(TASK_PARAM) || null;
  const openedHere = (location.state as DrawerHistoryState | null)?.openedTaskDrawer === true;

  const open = useCallback(
    (name: string) =>
      updateSearchParams(
        (latest) => {
          latest.set(TASK_PARAM, name);
          return latest;
        },
        // From one open task to another the entry is replaced: Back still goes to the list.
        { replace: openTask !== null, state: { openedTaskDrawer: true } satisfies DrawerHistoryState },
      ),
    [updateSearchParams, openTask],
  );
  const close = useCallback(() => {
    // Opened from this list: step back, so the entry that opened it is gone and Forward reopens it.
    if (openedHere) {
      navigate(-1);
      return;
    }
    updateSearchParams(
      (latest) => {
        latest.delete(TASK_PARAM);
        return latest;
      },
      { replace: true },
    );
  }, [openedHere, navigate, updateSearchParams]);
  return { openTask, open, close };
}
