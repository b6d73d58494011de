import { useEffect, useRef, useState } from 'react';
import { LoadingState, onDemand, PlusIcon } from 'shared-ui';
import type { Project } from 'tessera-contracts';

// The form's code, and formik with it, loads when a quick add is first opened (or pointed at): the lists' and
// boards' first screens show only the openers.
const QuickAddForm = onDemand(
  () => import('./QuickAddForm').then((module) => module.QuickAddForm),
  <LoadingState label="Loading the form" shape="lines" count={2} />,
);

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
  const openerRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // Opening puts the keyboard in the form (the form takes it); closing puts it back on "Add task".
  useEffect(() => {
    if (!open && wasOpen.current) openerRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  if (!open) {
    return (
      // A plain button, one in every group or column: its look is QUICK_ADD_OPENER_CSS, on the list around it.
      <button
        ref={openerRef}
        type="button"
        className="quick-add-opener"
        data-narrow={narrow || undefined}
        aria-label={`Add task to ${groupLabel}`}
        onPointerEnter={() => void QuickAddForm.preload()}
        onFocus={() => void QuickAddForm.preload()}
        onClick={() => setOpen(true)}
      >
        <PlusIcon size={14} aria-hidden="true" /> Add task
      </button>
    );
  }

  const options = [
    ...(allowNoProject ? [{ value: '', label: 'No project' }] : []),
    ...projects.map((candidate) => ({ value: candidate.name, label: candidate.project_name })),
  ];
  return (
    <QuickAddForm
      groupLabel={groupLabel}
      options={options}
      narrow={narrow}
      onAdd={onAdd}
      onClose={() => setOpen(false)}
    />
  );
}
