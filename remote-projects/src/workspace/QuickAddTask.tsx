import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, HStack, Input, OptionSelect, PlusIcon, Stack, Text } from 'shared-ui';
import type { Project } from 'tessera-contracts';
import { SUBJECT_MAX } from './task-editor/task-form';

interface QuickAddTaskProps {
  /** The group or column the task is added to. */
  groupLabel: string;
  /** Projects the new task may take; the first is the default. */
  projects: readonly Project[];
  /** Whether the task may also take no project (the default then). */
  allowNoProject?: boolean;
  /** In a narrow column: the project under the subject rather than beside it, the opener full width. */
  narrow?: boolean;
  /** Creates the task; rejects with a readable message. */
  onAdd: (subject: string, project: string | null) => Promise<void>;
}

/**
 * "+ Add task" at the end of a list group or a board column: a subject (and a project where there is a choice);
 * Enter adds and keeps the form open for the next one, Esc or Cancel closes it.
 */
export function QuickAddTask({
  groupLabel,
  projects,
  allowNoProject = false,
  narrow = false,
  onAdd,
}: QuickAddTaskProps) {
  const [open, setOpen] = useState(false);
  const [subject, setSubject] = useState('');
  const [project, setProject] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // Opening puts the keyboard in the form; closing puts it back on "Add task".
  useEffect(() => {
    if (open) inputRef.current?.focus();
    else if (wasOpen.current) openerRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const options = [
    ...(allowNoProject ? [{ value: '', label: 'No project' }] : []),
    ...projects.map((candidate) => ({ value: candidate.name, label: candidate.project_name })),
  ];
  const chosenProject =
    project !== null && options.some((option) => option.value === project) ? project : (options[0]?.value ?? '');

  if (!open) {
    return (
      // A plain button, one in every group or column: its look is QUICK_ADD_OPENER_CSS, on the list around it.
      <button
        ref={openerRef}
        type="button"
        className="quick-add-opener"
        data-narrow={narrow || undefined}
        aria-label={`Add task to ${groupLabel}`}
        onClick={() => setOpen(true)}
      >
        <PlusIcon size={14} aria-hidden="true" /> Add task
      </button>
    );
  }

  const close = () => {
    setOpen(false);
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = subject.trim();
    if (!text || saving) return;
    setSaving(true);
    setError(null);
    try {
      await onAdd(text, chosenProject || null);
      setSubject('');
      inputRef.current?.focus();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack
      as="form"
      gap="2"
      maxW={narrow ? undefined : 'xl'}
      onSubmit={(event: FormEvent) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
      aria-label={`New task in ${groupLabel}`}
    >
      <Stack direction={narrow ? 'column' : { base: 'column', sm: 'row' }} gap="2">
        <Input
          size="sm"
          ref={inputRef}
          aria-label={`Subject of the new task in ${groupLabel}`}
          placeholder="Task subject"
          value={subject}
          maxLength={SUBJECT_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setSubject(event.currentTarget.value)}
        />
        {options.length > 1 && (
          <OptionSelect
            width={narrow ? 'full' : { base: 'full', sm: '48' }}
            flexShrink={0}
            label="Project of the new task"
            options={options}
            value={chosenProject}
            onChange={setProject}
          />
        )}
      </Stack>
      {error && (
        <Text id={errorId} role="alert" textStyle="xs" color="fg.error">
          {error}
        </Text>
      )}
      <HStack gap="2">
        <Button type="submit" size="xs" loading={saving} disabled={!subject.trim()}>
          Add
        </Button>
        <Button type="button" size="xs" variant="ghost" onClick={close}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}
