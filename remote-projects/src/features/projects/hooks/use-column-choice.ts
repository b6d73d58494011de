// Which columns the table shows, remembered in this browser (a display preference, nothing else).
import { useCallback, useState } from 'react';
import { DEFAULT_COLUMNS, isColumnId, type ColumnId } from '../model/task-columns';

export const COLUMNS_STORAGE_KEY = 'tessera:task-list:columns';

function readStoredColumns(): ColumnId[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(COLUMNS_STORAGE_KEY) ?? 'null');
    if (Array.isArray(stored)) return stored.filter(isColumnId);
  } catch {
    // Unreadable or unavailable storage: the default columns.
  }
  return [...DEFAULT_COLUMNS];
}

export function useColumnChoice(): [columns: ColumnId[], setColumns: (columns: ColumnId[]) => void] {
  const [columns, setState] = useState(readStoredColumns);
  const setColumns = useCallback((next: ColumnId[]) => {
    setState(next);
    try {
      window.localStorage.setItem(COLUMNS_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Storage full or refused: the choice holds for this visit only.
    }
  }, []);
  return [columns, setColumns];
}
