import { useRef, useState, type FormEvent } from 'react';
import {
  BRAND,
  FieldFrame,
  InlineAlert,
  Button,
  Checkbox,
  CloseButton,
  Dialog,
  Fieldset,
  Flex,
  Input,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from 'shared-ui';
import type { Todo, TodoTag } from 'tessera-contracts';
import { tagColor } from '../model/tag-colors';
import { draftFromTodo, hasErrors, validateDraft, type DraftErrors, type TodoDraft } from '../model/todo-draft';
import type { Outcome } from '../types';

export interface TodoFormProps {
  /** The todo to edit, or null for a new one. */
  todo: Todo | null;
  tags: TodoTag[];
  onSubmit: (draft: TodoDraft) => Promise<Outcome>;
  onClose: () => void;
}

interface FlagCheckboxProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  colorPalette?: string;
}

function FlagCheckbox({ label, checked, onChange, colorPalette }: FlagCheckboxProps) {
  return (
    <Checkbox.Root
      checked={checked}
      onCheckedChange={(details) => onChange(details.checked === true)}
      colorPalette={colorPalette}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/** The editor's form, inside the dialog; mounted per opening so it always starts from the todo it was opened on. */
export function TodoForm({ todo, tags, onSubmit, onClose }: TodoFormProps) {
  const [draft, setDraft] = useState<TodoDraft>(() => draftFromTodo(todo));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const dueRef = useRef<HTMLInputElement>(null);

  function update(changes: Partial<TodoDraft>) {
    setDraft((previous) => ({ ...previous, ...changes }));
  }

  function toggleTag(id: number, checked: boolean) {
    setDraft((previous) => {
      const others = previous.tag.filter((tagId) => tagId !== id);
      return { ...previous, tag: checked ? [...others, id] : others };
    });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const found = validateDraft(draft);
    setErrors(found);
    if (hasErrors(found)) {
      (found.title ? titleRef : dueRef).current?.focus();
      return;
    }
    setServerError(null);
    setSaving(true);
    const outcome = await onSubmit(draft);
    setSaving(false);
    if (outcome.ok) onClose();
    else setServerError(outcome.message);
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Dialog.Header>
        <Dialog.Title>{todo ? 'Edit todo' : 'New todo'}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap={4}>
          {serverError && (
            <InlineAlert status="error" title={todo ? "Couldn't save the todo" : "Couldn't add the todo"}>
              {serverError}
            </InlineAlert>
          )}

          <FieldFrame label="Title" errorText={errors.title}>
            <Input
              ref={titleRef}
              value={draft.title}
              autoComplete="off"
              onChange={(event) => {
                update({ title: event.target.value });
                setErrors((previous) => ({ ...previous, title: undefined }));
              }}
            />
          </FieldFrame>

          <FieldFrame label="Note">
            <Textarea
              value={draft.note}
              rows={3}
              autoresize
              onChange={(event) => update({ note: event.target.value })}
            />
          </FieldFrame>

          <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
            <FieldFrame label="Start date">
              <Input
                type="date"
                value={draft.startDay}
                onChange={(event) => update({ startDay: event.target.value })}
              />
            </FieldFrame>
            <FieldFrame label="Due date" errorText={errors.dueDay}>
              <Input
                ref={dueRef}
                type="date"
                value={draft.dueDay}
                min={draft.startDay || undefined}
                onChange={(event) => {
                  update({ dueDay: event.target.value });
                  setErrors((previous) => ({ ...previous, dueDay: undefined }));
                }}
              />
            </FieldFrame>
          </SimpleGrid>

          <Fieldset.Root>
            <Fieldset.Legend>Tags</Fieldset.Legend>
            {tags.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                No tags yet. Create them in the Tags panel.
              </Text>
            ) : (
              <Flex gap={4} wrap="wrap">
                {tags.map((tag) => (
                  <FlagCheckbox
                    key={tag.id}
                    label={tag.name}
                    checked={draft.tag.includes(tag.id)}
                    onChange={(checked) => toggleTag(tag.id, checked)}
                    colorPalette={tagColor(tag.id)}
                  />
                ))}
              </Flex>
            )}
          </Fieldset.Root>

          <Fieldset.Root>
            <Fieldset.Legend>Flags</Fieldset.Legend>
            <Flex gap={4} wrap="wrap">
              <FlagCheckbox
                label="Important"
                checked={draft.important}
                onChange={(important) => update({ important })}
                colorPalette="red"
              />
              <FlagCheckbox
                label="Starred"
                checked={draft.starred}
                onChange={(starred) => update({ starred })}
                colorPalette="yellow"
              />
              {todo && (
                <FlagCheckbox
                  label="Done"
                  checked={draft.done}
                  onChange={(done) => update({ done })}
                  colorPalette="green"
                />
              )}
            </Flex>
          </Fieldset.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" colorPalette={BRAND} loading={saving} loadingText="Saving…">
          Save
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" />
      </Dialog.CloseTrigger>
    </form>
  );
}
