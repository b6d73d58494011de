import { ChevronDownIcon, Button, Menu, Portal } from 'shared-ui';

interface MoveToMenuProps {
  subject: string;
  /** The other groups: where the task can go. */
  targets: ReadonlyArray<{ key: string; label: string }>;
  disabled?: boolean;
  onMove: (to: string) => void;
}

/** The keyboard (and touch) way to do what dragging a card does. Items use onClick, as in TaskRowActions. */
export function MoveToMenu({ subject, targets, disabled, onMove }: MoveToMenuProps) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button size="2xs" variant="ghost" flexShrink={0} disabled={disabled} aria-label={`Move to… ${subject}`}>
          Move to…
          <ChevronDownIcon size={12} aria-hidden="true" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {targets.map((target) => (
              <Menu.Item key={target.key} value={target.key} onClick={() => onMove(target.key)}>
                {target.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
