import { useState } from 'react';
import { Box, Dialog, LoadingState, ModalFrame, onDemand, type WriteFeedbackTarget } from 'shared-ui';
import type { Todo, TodoTag } from 'tessera-contracts';
import { useAddTodo } from '../api/add-todo';
import { useSaveTodo } from '../api/update-todo';
import { changesFromDraft, toNewTodo, type TodoDraft } from '../model/todo-draft';
import type { Outcome } from '../types';

// The form's code, and formik with it, loads when the editor first opens: the list's first screen shows no form.
const TodoForm = onDemand(
  () => import('./TodoForm').then((module) => module.TodoForm),
  <Box p="6">
    <LoadingState label="Loading the editor" shape="lines" />
  </Box>,
);

interface EditorProps {
  tags: TodoTag[];
  feedback: WriteFeedbackTarget;
  onClose: () => void;
}

function AddTodoForm({ tags, feedback, onClose }: EditorProps) {
  const addTodo = useAddTodo(feedback);
  return <TodoForm todo={null} tags={tags} onSubmit={(draft) => addTodo(toNewTodo(draft))} onClose={onClose} />;
}

function EditTodoForm({ todo, tags, feedback, onClose }: EditorProps & { todo: Todo }) {
  const saveTodo = useSaveTodo(todo.id, feedback);
  // The version the edit goes on top of: the todo's, or the newer one a refused save has shown the user.
  const [baseModified, setBaseModified] = useState(todo.modified);

  async function submit(draft: TodoDraft): Promise<Outcome> {
    // Diff against the copy the form started from, so only what the user changed is sent.
    const changes = changesFromDraft(todo, draft);
    if (Object.keys(changes).length === 0) return { ok: true };
    const outcome = await saveTodo(changes, baseModified);
    if (!outcome.ok && outcome.latest) setBaseModified(outcome.latest.modified);
    return outcome;
  }

  return <TodoForm todo={todo} tags={tags} onSubmit={submit} onClose={onClose} />;
}

interface TodoEditorDialogProps extends EditorProps {
  open: boolean;
  /** The todo to edit as it was when the editor opened, or null to add a new one. */
  todo: Todo | null;
}

/** Adds a todo or edits one: the same form for both. */
export function TodoEditorDialog({ open, todo, ...editor }: TodoEditorDialogProps) {
  return (
    <ModalFrame open={open} onClose={editor.onClose} size={{ base: 'full', md: 'lg' }}>
      {/* Here, not in the form that loads later: the dialog takes its name from the title it has once open. */}
      <Dialog.Header>
        <Dialog.Title>{todo ? 'Edit todo' : 'New todo'}</Dialog.Title>
      </Dialog.Header>
      {todo ? <EditTodoForm todo={todo} {...editor} /> : <AddTodoForm {...editor} />}
    </ModalFrame>
  );
}
