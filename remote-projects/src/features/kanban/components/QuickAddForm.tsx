import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, HStack, Input, OptionSelect, PlusIcon, Stack, Text } from 'shared-ui';
import type { Project } from 'tessera-contracts';

interface QuickAddFormProps {
  columnLabel: string;
  /** Projects the new task may take; the first is the default. Empty: it takes none. */
  projects: readonly Project[];
  /** Creates the task; rejects with a readable message. */
  onAdd: (subject: string, project: string | null) => Promise<void>;
}

/** "Add task" under a column: a subject (and, on a space board, a project) and the task is created at the end. */
export function QuickAddForm({ columnLabel, projects, onAdd }: QuickAddFormProps) {
  const [open, setOpen] = useState(false);
  const [subject, setSubject] = useState('');
  const [project, setProject] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // Opening the form puts the keyboard in it; closing it puts the keyboard back on "Add task".
  useEffect(() => {
    if (open) inputRef.current?.focus();
    else if (wasOpen.current) openerRef.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const chosenProject = projects.some((candidate) => candidate.name === project) ? project : (projects[0]?.name ?? '');

  if (!open) {
    return (
      <Button
        ref={openerRef}
        size="sm"
        variant="ghost"
        justifyContent="flex-start"
        aria-label={`Add a task to ${columnLabel}`}
        onClick={() => setOpen(true)}
      >
        <PlusIcon size={14} aria-hidden="true" /> Add task
      </Button>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = subject.trim();
    if (!text || saving) return;
    setSaving(true);
    setError(null);
    try {
      await onAdd(text, chosenProject || null);
      setSubject('');
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
      onSubmit={(event: FormEvent) => void submit(event)}
      aria-label={`New task in ${columnLabel}`}
    >
      <Input
        size="sm"
        ref={inputRef}
        aria-label={`Subject of the new task in ${columnLabel}`}
        placeholder="Task subject"
        value={subject}
        maxLength={140}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setSubject(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      />
      {projects.length > 1 && (
        <OptionSelect
          label="Project of the new task"
          options={projects.map((candidate) => ({ value: candidate.name, label: candidate.project_name }))}
          value={chosenProject}
          onChange={setProject}
        />
      )}
      {error && (
        <Text id={errorId} role="alert" textStyle="xs" color="fg.error">
          {error}
        </Text>
      )}
      <HStack gap="2">
        <Button type="submit" size="xs" loading={saving} disabled={!subject.trim()}>
          Add
        </Button>
        <Button type="button" size="xs" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}
