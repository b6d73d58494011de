import { Button, Text } from 'shared-ui';
import type { IconEntry } from '../model/icon-set';

/** One icon: its glyph and name; pressing it copies the name. */
export function IconTile({ entry, onCopy }: { entry: IconEntry; onCopy: (name: string) => void }) {
  const { Icon, name } = entry;
  return (
    <Button
      variant="outline"
      h="auto"
      py="4"
      px="2"
      flexDirection="column"
      gap="2"
      minW="0"
      whiteSpace="normal"
      aria-label={`Copy ${name}`}
      onClick={() => onCopy(name)}
    >
      <Icon size={28} aria-hidden="true" />
      <Text textStyle="xs" fontWeight="normal" wordBreak="break-all" textAlign="center">
        {name}
      </Text>
    </Button>
  );
}
