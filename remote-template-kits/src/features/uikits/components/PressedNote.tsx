import { Text } from 'shared-ui';

interface PressedNoteProps {
  lastPressed: string | null;
}

/** The line under a row of demo buttons that says which one was pressed. */
export function PressedNote({ lastPressed }: PressedNoteProps) {
  return (
    <Text textStyle="sm" color="fg.muted" aria-live="polite" mt="3">
      {lastPressed ? `Pressed: ${lastPressed}` : 'Press any button.'}
    </Text>
  );
}
