import { useState } from 'react';
import {
  Button,
  ChevronDownIcon,
  CloseButton,
  ConfirmDialog,
  HStack,
  InlineAlert,
  Menu,
  Portal,
  Stack,
  Text,
  Trash2Icon,
  VisuallyHidden,
} from 'shared-ui';
import { type PuxeoStatus, type StatusName, type Task, TASK_PRIORITIES, TASK_STATUSES } from 'tessera-contracts';

interface ChangeMenuProps {
  label: string;
  options: readonly { value: string; label: string }[];
  disabled: boolean;
  onPick: (value: string) => void;
}

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

function ChangeMenu({ label, options, disabled, onPick }: ChangeMenuProps) {
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" disabled={disabled}>
          {label}
          <ChevronDownIcon size={14} aria-hidden="true" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {options.map((option) => (
              // onClick rather than onSelect: see TaskRowActions in the task manager.
              <Menu.Item key={option.value} value={option.value} onClick={() => onPick(option.value)}>
                {option.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

interface BulkBarProps {
  count: number;
  pending: boolean;
  canRemove: boolean;
  /** Why some tasks of the last bulk change were refused. */
  failure: string | null;
  onDismissFailure: () => void;
  /** The space's board statuses, which "Change status" offers; none: ERPNext's statuses. */
  boardStatuses: readonly PuxeoStatus[];
  /** For every space: the status names "Change status" offers instead, each task taking its board's. */
  statusNames?: readonly StatusName[];
  onChangeStatusName?: (name: StatusName) => void;
  onChange: (changes: Partial<Pick<Task, 'status' | 'puxeo_status' | 'priority'>>) => void;
  onRemove: () => void;
  onClear: () => void;
}

/** What to do with the ticked tasks. Shown only while some are ticked. */
export function BulkBar({
  count,
  pending,
  canRemove,
  failure,
  onDismissFailure,
  boardStatuses,
  statusNames,
  onChangeStatusName,
  onChange,
  onRemove,
  onClear,
}: BulkBarProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Stack gap="2">
      {/* Always there, so the count is announced from the first tick on. */}
      <VisuallyHidden aria-live="polite">{count > 0 ? `${count} selected` : ''}</VisuallyHidden>
      {failure && (
        <InlineAlert status="error" title="Some tasks were not changed">
          <HStack gap="2" align="flex-start" justify="space-between">
            <Text>{failure}</Text>
            <CloseButton size="2xs" aria-label="Dismiss" onClick={onDismissFailure} />
          </HStack>
        </InlineAlert>
      )}
      {count > 0 && (
        <HStack
          role="toolbar"
          aria-label="Bulk actions"
          gap="2"
          wrap="wrap"
          p="2"
          ps="3"
          borderWidth="1px"
          borderRadius="l2"
          bg="bg.subtle"
          position="sticky"
          top="0"
          zIndex="docked"
        >
          <Text textStyle="sm" fontWeight="medium" me="2">
            {count} selected
          </Text>
          {statusNames && onChangeStatusName ? (
            <ChangeMenu
              label="Change status"
              options={statusNames.map((name) => ({ value: name.key, label: name.label }))}
              disabled={pending}
              onPick={(key) => {
                const name = statusNames.find((candidate) => candidate.key === key);
                if (name) onChangeStatusName(name);
              }}
            />
          ) : boardStatuses.length > 0 ? (
            <ChangeMenu
              label="Change status"
              options={boardStatuses.map((status) => ({ value: status.name, label: status.name1 }))}
              disabled={pending}
              onPick={(status) => onChange({ puxeo_status: status })}
            />
          ) : (
            <ChangeMenu
              label="Change status"
              options={asOptions(TASK_STATUSES)}
              disabled={pending}
              onPick={(status) => onChange({ status })}
            />
          )}
          <ChangeMenu
            label="Change priority"
            options={asOptions(TASK_PRIORITIES)}
            disabled={pending}
            onPick={(priority) => onChange({ priority })}
          />
          {canRemove && (
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              disabled={pending}
              onClick={() => setConfirming(true)}
            >
              <Trash2Icon size={14} aria-hidden="true" />
              Delete
            </Button>
          )}
          <Button size="sm" variant="ghost" ms="auto" onClick={onClear} disabled={pending}>
            Clear selection
          </Button>
        </HStack>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Delete ${count} ${count === 1 ? 'task' : 'tasks'}?`}
        description="They will be deleted for everyone. This cannot be undone."
        confirmLabel="Delete"
        onConfirm={() => {
          setConfirming(false);
          onRemove();
        }}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
