// The cell editor's logic: one cell at a time is edited; Enter saves it to the server at once in the table
// (optimistically) with the version it was read at; a refused save puts the old value back and says why; Esc
// drops the draft. The page only draws what this hook holds.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { cachedChange, useOptimisticChange } from 'shared-auth';
import { saveTaskCell } from '../api/save-task-cell';
import type { TableTask } from '../api/list-table-tasks';
import { tableTasksQueryOptions } from '../api/list-table-tasks';
import { validateCell, type EditableField } from '../model/validate-cell';

export interface CellDraft {
  taskName: string;
  field: EditableField;
  value: string;
}

/** The outcome of the last save, shown (and announced) beside the table. */
export interface SaveNotice {
  tone: 'success' | 'error';
  text: string;
}

interface SaveVariables {
  task: TableTask;
  field: EditableField;
  value: string;
}

const FIELD_LABELS: Record<EditableField, string> = { subject: 'subject', priority: 'priority' };

const CONFLICT_MESSAGE =
  'Someone changed this task after the table loaded, so your change was not saved. The table now shows their version.';

// Only the edited field changes (and the version, once saved): the rest of the row may be refreshed meanwhile.
function patchTask(tasks: TableTask[], taskName: string, patch: Partial<TableTask>): TableTask[] {
  return tasks.map((task) => (task.name === taskName ? { ...task, ...patch } : task));
}

export function useCellEditor() {
  const queryClient = useQueryClient();
  const tasksKey = tableTasksQueryOptions().queryKey;
  const [draft, setDraft] = useState<CellDraft | null>(null);
  const [validationError, setValidationError] = useState<string | null>(null);
  const [notice, setNotice] = useState<SaveNotice | null>(null);

  const mutation = useOptimisticChange({
    change: ({ task, field, value }: SaveVariables) => [
      cachedChange<TableTask[], TableTask>(
        tasksKey,
        (tasks) => patchTask(tasks, task.name, { [field]: value }),
        (tasks, saved) => patchTask(tasks, task.name, { [field]: saved[field], modified: saved.modified }),
      ),
    ],
    send: ({ task, field, value }: SaveVariables) => saveTaskCell(task, field, value),
    staleMessage: CONFLICT_MESSAGE,
    onSaved: (_saved, { task, field }) =>
      setNotice({ tone: 'success', text: `Saved the ${FIELD_LABELS[field]} of ${task.name}.` }),
    onRefused: ({ variables: { task, field }, message, stale }) => {
      setNotice({ tone: 'error', text: `Couldn't save the ${FIELD_LABELS[field]} of ${task.name}: ${message}` });
      if (stale) void queryClient.invalidateQueries({ queryKey: tasksKey });
    },
  });

  const start = (task: TableTask, field: EditableField) => {
    setDraft({ taskName: task.name, field, value: task[field] ?? '' });
    setValidationError(null);
  };

  const change = (value: string) => {
    if (!draft) return;
    setDraft({ ...draft, value });
    setValidationError(validateCell(draft.field, value));
  };

  const cancel = () => {
    setDraft(null);
    setValidationError(null);
  };

  /** Saves the draft; a value that fails validation stays in the editor with its message. */
  const save = () => {
    if (!draft) return;
    const problem = validateCell(draft.field, draft.value);
    if (problem) {
      setValidationError(problem);
      return;
    }
    const task = queryClient.getQueryData(tasksKey)?.find((row) => row.name === draft.taskName);
    const value = draft.field === 'subject' ? draft.value.trim() : draft.value;
    cancel();
    if (!task || (task[draft.field] ?? '') === value) return;
    setNotice(null);
    mutation.mutate({ task, field: draft.field, value });
  };

  return { draft, validationError, notice, saving: mutation.isPending, start, change, cancel, save };
}

export type CellEditor = ReturnType<typeof useCellEditor>;
