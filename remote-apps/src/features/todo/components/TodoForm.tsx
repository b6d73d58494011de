import { SimpleGrid } from 'shared-ui';
import {
  BooleanGroupField,
  CheckboxGroupField,
  DialogForm,
  TextareaField,
  TextField,
  type BooleanChoice,
  type DialogFormOutcome,
} from 'shared-ui/forms';
import type { Todo, TodoTag } from 'tessera-contracts';
import { tagColor } from '../model/tag-colors';
import { draftFromTodo, todoDraftSchema, type TodoDraft } from '../model/todo-draft';
import type { Outcome } from '../types';

export interface TodoFormProps {
  /** The todo to edit, or null for a new one. */
  todo: Todo | null;
  tags: TodoTag[];
  onSubmit: (draft: TodoDraft) => Promise<Outcome>;
  onClose: () => void;
}

const FLAGS: readonly BooleanChoice[] = [
  { name: 'important', label: 'Important', colorPalette: 'red' },
  { name: 'starred', label: 'Starred', colorPalette: 'yellow' },
];
const DONE_FLAG: BooleanChoice = { name: 'done', label: 'Done', colorPalette: 'green' };

/**
 * The editor's form under the dialog's heading; mounted per opening so it always starts from the todo it was opened
 * on.
 */
export function TodoForm({ todo, tags, onSubmit, onClose }: TodoFormProps) {
  async function submit(draft: TodoDraft): Promise<DialogFormOutcome> {
    const outcome = await onSubmit(draft);
    if (!outcome.ok) return { refused: outcome.message };
    onClose();
  }

  return (
    <DialogForm<TodoDraft>
      initialValues={draftFromTodo(todo)}
      validationSchema={todoDraftSchema}
      onSubmit={submit}
      onCancel={onClose}
      submitLabel="Save"
      submittingLabel="Saving…"
      refusedTitle={todo ? "Couldn't save the todo" : "Couldn't add the todo"}
      closeButton
    >
      {({ values }) => (
        <>
          <TextField name="title" label="Title" autoComplete="off" />
          <TextareaField name="note" label="Note" rows={3} autoresize />

          <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
            <TextField name="startDay" label="Start date" type="date" />
            <TextField name="dueDay" label="Due date" type="date" min={values.startDay || undefined} />
          </SimpleGrid>

          <CheckboxGroupField
            name="tag"
            legend="Tags"
            options={tags.map((tag) => ({ value: tag.id, label: tag.name, colorPalette: tagColor(tag.id) }))}
            emptyText="No tags yet. Create them in the Tags panel."
          />
          <BooleanGroupField legend="Flags" choices={todo ? [...FLAGS, DONE_FLAG] : FLAGS} />
        </>
      )}
    </DialogForm>
  );
}
