// The cell editor reaches its cells through context, so the table's column definitions stay constant.
import { createContext, useContext } from 'react';
import type { CellEditor } from './use-cell-editor';

export const CellEditorContext = createContext<CellEditor | null>(null);

export function useCellEditorContext(): CellEditor {
  const editor = useContext(CellEditorContext);
  if (!editor) throw new Error('An editable cell must be inside a CellEditorContext provider.');
  return editor;
}
