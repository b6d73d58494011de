import { useId } from 'react';
import {
  ChevronDownIcon,
  ChevronUpIcon,
  CircleCheckIcon,
  CircleIcon,
  FlagIcon,
  PencilIcon,
  StarIcon,
  Trash2Icon,
  Box,
  Flex,
  HStack,
  IconButton,
  Spinner,
  Tag,
  Text,
  VisuallyHidden,
  type WriteFeedbackTarget,
} from 'shared-ui';
import type { Todo, TodoTag } from 'tessera-contracts';
import { useCanEditSharedData } from '@apps/access/use-can-edit-shared-data';
import { useIsTodoSaving } from '../api/update-todo';
import { useToggleTodoFlag } from '../api/toggle-todo-flag';
import { tagColor } from '../model/tag-colors';
import { DueBadge } from './DueBadge';

export type MoveDirection = 'up' | 'down';

interface TodoItemProps {
  todo: Todo;
  tagsById: ReadonlyMap<number, TodoTag>;
  canMoveUp: boolean;
  canMoveDown: boolean;
  feedback: WriteFeedbackTarget;
  onEdit: (todo: Todo) => void;
  onDelete: (todo: Todo) => void;
  onMove: (todo: Todo, direction: MoveDirection) => void;
}

interface FlagToggleProps {
  label: string;
  title: string;
  on: boolean;
  onColor: string;
  onToggle: () => void;
  Icon: typeof FlagIcon;
}

/** A todo's important/starred switch: a pressed button whose icon fills while the flag is on. */
function FlagToggle({ label, title, on, onColor, onToggle, Icon }: FlagToggleProps) {
  return (
    <IconButton
      aria-label={label}
      aria-pressed={on}
      title={title}
      variant="ghost"
      size="sm"
      color={on ? onColor : 'fg.muted'}
      onClick={onToggle}
    >
      <Icon fill={on ? 'currentColor' : 'none'} />
    </IconButton>
  );
}

interface StateMarkProps {
  label: string;
  color: string;
  filled: boolean;
  Icon: typeof FlagIcon;
}

/** A done state or flag as it is, for someone who may not change it: its icon, named for screen readers. */
function StateMark({ label, color, filled, Icon }: StateMarkProps) {
  return (
    <Flex boxSize={8} flexShrink={0} align="center" justify="center" color={color} title={label}>
      <Icon size={16} fill={filled ? 'currentColor' : 'none'} aria-hidden />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Flex>
  );
}

const MOVE = {
  up: { label: 'Move up', Icon: ChevronUpIcon },
  down: { label: 'Move down', Icon: ChevronDownIcon },
} as const;

/** Moves the todo one place; described by its title, so a screen reader says which todo moves. */
function MoveButton(props: { direction: MoveDirection; describedBy: string; disabled: boolean; onMove: () => void }) {
  const { label, Icon } = MOVE[props.direction];
  return (
    <IconButton
      aria-label={label}
      aria-describedby={props.describedBy}
      title={label}
      data-move={props.direction}
      variant="ghost"
      size="sm"
      disabled={props.disabled}
      onClick={props.onMove}
    >
      <Icon />
    </IconButton>
  );
}

/**
 * One todo row: its toggles, details and actions (for a GUEST, its state only). Every icon-only button is named
 * after the todo it acts on.
 */
export function TodoItem({
  todo,
  tagsById,
  canMoveUp,
  canMoveDown,
  feedback,
  onEdit,
  onDelete,
  onMove,
}: TodoItemProps) {
  const titleId = useId();
  const toggle = useToggleTodoFlag(todo.id, feedback);
  const saving = useIsTodoSaving(todo.id);
  const canEdit = useCanEditSharedData();
  const tags = todo.tag.flatMap((id) => tagsById.get(id) ?? []);

  return (
    <Box
      as="li"
      data-todo-id={todo.id}
      bg={todo.done ? 'bg.subtle' : 'bg'}
      borderWidth="1px"
      borderLeftWidth="4px"
      borderLeftColor={todo.important ? 'red.500' : 'border'}
      borderRadius="md"
      px={3}
      py={2}
    >
      <Flex gap={3} align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
        <Flex gap={2} align="flex-start" flex="1" minW={0}>
          {canEdit ? (
            <IconButton
              aria-label={`Mark "${todo.title}" as done`}
              aria-pressed={todo.done}
              title={todo.done ? 'Done' : 'Mark as done'}
              variant="ghost"
              size="sm"
              rounded="full"
              color={todo.done ? 'green.600' : 'fg.muted'}
              onClick={() => toggle(todo, 'done')}
            >
              {todo.done ? <CircleCheckIcon /> : <CircleIcon />}
            </IconButton>
          ) : (
            <StateMark
              label={todo.done ? 'Done' : 'Not done'}
              color={todo.done ? 'green.600' : 'fg.muted'}
              filled={false}
              Icon={todo.done ? CircleCheckIcon : CircleIcon}
            />
          )}
          <Box flex="1" minW={0} pt={1}>
            <Text
              id={titleId}
              fontWeight="medium"
              wordBreak="break-word"
              textDecoration={todo.done ? 'line-through' : undefined}
              color={todo.done ? 'fg.muted' : 'fg'}
            >
              {todo.title}
            </Text>
            {todo.note && (
              <Text fontSize="sm" color="fg.muted" lineClamp={2} wordBreak="break-word">
                {todo.note}
              </Text>
            )}
            {(tags.length > 0 || todo.dueDate) && (
              <HStack gap={2} mt={2} wrap="wrap">
                <DueBadge todo={todo} />
                {tags.map((tag) => (
                  <Tag.Root key={tag.id} size="sm" colorPalette={tagColor(tag.id)}>
                    <Tag.Label>{tag.name}</Tag.Label>
                  </Tag.Root>
                ))}
              </HStack>
            )}
          </Box>
        </Flex>

        <HStack gap={0} justify="flex-end" flexShrink={0}>
          {saving && (
            <HStack gap={1} px={2} color="fg.muted">
              <Spinner size="xs" />
              <VisuallyHidden>Saving…</VisuallyHidden>
            </HStack>
          )}
          {canEdit ? (
            <>
              <FlagToggle
                label={`Mark "${todo.title}" as important`}
                title="Important"
                on={todo.important}
                onColor="red.500"
                onToggle={() => toggle(todo, 'important')}
                Icon={FlagIcon}
              />
              <FlagToggle
                label={`Star "${todo.title}"`}
                title="Star"
                on={todo.starred}
                onColor="yellow.500"
                onToggle={() => toggle(todo, 'starred')}
                Icon={StarIcon}
              />
              <MoveButton
                direction="up"
                describedBy={titleId}
                disabled={!canMoveUp}
                onMove={() => onMove(todo, 'up')}
              />
              <MoveButton
                direction="down"
                describedBy={titleId}
                disabled={!canMoveDown}
                onMove={() => onMove(todo, 'down')}
              />
              <IconButton
                aria-label={`Edit "${todo.title}"`}
                title="Edit"
                variant="ghost"
                size="sm"
                onClick={() => onEdit(todo)}
              >
                <PencilIcon />
              </IconButton>
              <IconButton
                aria-label={`Delete "${todo.title}"`}
                title="Delete"
                data-action="delete"
                variant="ghost"
                size="sm"
                colorPalette="red"
                onClick={() => onDelete(todo)}
              >
                <Trash2Icon />
              </IconButton>
            </>
          ) : (
            <>
              {todo.important && <StateMark label="Important" color="red.500" filled Icon={FlagIcon} />}
              {todo.starred && <StateMark label="Starred" color="yellow.500" filled Icon={StarIcon} />}
            </>
          )}
        </HStack>
      </Flex>
    </Box>
  );
}
