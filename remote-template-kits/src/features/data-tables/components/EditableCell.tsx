import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import {
  Box,
  Button,
  CircleCheckIcon,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  PencilIcon,
  PlainTaskPriorityBadge,
  Stack,
  Text,
  XIcon,
} from 'shared-ui';
import { TASK_PRIORITIES } from 'tessera-contracts';
import type { TableTask } from '../api/list-table-tasks';
import { useCellEditorContext } from '../hooks/cell-editor-context';

import type { EditableField } from '../model/validate-cell';

interface EditableCellProps {
  task: TableTask;
  field: EditableField;
}

const FIELD_NAMES: Record<EditableField, string> = { subject: 'Subject', priority: 'Priority' };

/** A cell that turns into an editor: Enter (or the check) saves, Esc (or the cross) cancels. */
export function EditableCell({ task, field }: EditableCellProps) {
  const editor = useCellEditorContext();
  const errorId = useId();
  const startButtonRef = useRef<HTMLButtonElement>(null);
  const editing = editor.draft?.taskName === task.name && editor.draft.field === field;
  const wasEditing = useRef(false);

  // Back to the cell's button once the editor closes, so the keyboard user carries on from where they were.
  useEffect(() => {
    if (wasEditing.current && !editing) startButtonRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const value = task[field] ?? '';
  const label = `${FIELD_NAMES[field]} of ${task.name}`;

  if (!editing || !editor.draft) {
    return (
      <Button
        ref={startButtonRef}
        variant="ghost"
        size="sm"
        justifyContent="space-between"
        w="full"
        fontWeight="normal"
        textAlign="start"
        whiteSpace="normal"
        h="auto"
        py="1"
        aria-label={`Edit ${label}: ${value || 'empty'}`}
        onClick={() => editor.start(task, field)}
      >
        {field === 'priority' ? <PlainTaskPriorityBadge priority={value} /> : <Box as="span">{value}</Box>}
        <PencilIcon size={14} aria-hidden="true" />
      </Button>
    );
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      editor.save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      editor.cancel();
    }
  };
  const invalid = editor.validationError !== null;
  const controlProps = {
    'aria-label': label,
    'aria-invalid': invalid,
    'aria-describedby': invalid ? errorId : undefined,
    autoFocus: true,
    onKeyDown,
  };

  return (
    <Stack gap="1">
      <HStack gap="1">
        {field === 'subject' ? (
          <Input
            size="sm"
            value={editor.draft.value}
            onChange={(event) => editor.change(event.target.value)}
            {...controlProps}
          />
        ) : (
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={editor.draft.value}
              onChange={(event) => editor.change(event.target.value)}
              {...controlProps}
            >
              {TASK_PRIORITIES.map((priority) => (
                <option key={priority} value={priority}>
                  {priority}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
        <IconButton size="sm" variant="ghost" colorPalette="green" aria-label={`Save ${label}`} onClick={editor.save}>
          <CircleCheckIcon />
        </IconButton>
        <IconButton size="sm" variant="ghost" aria-label={`Cancel editing ${label}`} onClick={editor.cancel}>
          <XIcon />
        </IconButton>
      </HStack>
      {invalid && (
        <Text id={errorId} textStyle="xs" color="fg.error">
          {editor.validationError}
        </Text>
      )}
    </Stack>
  );
}
