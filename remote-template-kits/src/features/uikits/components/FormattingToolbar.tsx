import { useState } from 'react';
import { Button, Group, Stack, Text } from 'shared-ui';
import { HintTooltip } from './HintTooltip';

const STYLES = [
  { name: 'Bold', shortcut: 'Ctrl+B', css: { fontWeight: 'bold' } },
  { name: 'Italic', shortcut: 'Ctrl+I', css: { fontStyle: 'italic' } },
  { name: 'Underline', shortcut: 'Ctrl+U', css: { textDecoration: 'underline' } },
] as const;

type StyleName = (typeof STYLES)[number]['name'];

/** Toggle buttons with instant hints, applied to a sample line so each press shows its effect. */
export function FormattingToolbar() {
  const [active, setActive] = useState<StyleName[]>([]);
  const toggle = (name: StyleName) =>
    setActive((current) => (current.includes(name) ? current.filter((n) => n !== name) : [...current, name]));
  const applied = Object.assign({}, ...STYLES.filter((style) => active.includes(style.name)).map((style) => style.css));
  return (
    <Stack gap="3">
      <Group attached role="group" aria-label="Text formatting">
        {STYLES.map((style) => (
          <HintTooltip key={style.name} content={`${style.name} (${style.shortcut})`} showArrow={false} openDelay={0}>
            <Button
              size="sm"
              variant={active.includes(style.name) ? 'solid' : 'outline'}
              aria-pressed={active.includes(style.name)}
              onClick={() => toggle(style.name)}
            >
              {style.name}
            </Button>
          </HintTooltip>
        ))}
      </Group>
      <Text {...applied}>The quick brown fox jumps over the lazy dog.</Text>
    </Stack>
  );
}
