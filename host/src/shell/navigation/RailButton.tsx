import type { FocusEventHandler, KeyboardEventHandler, PointerEventHandler, Ref } from 'react';
import { MenuGroupIcon, Box, Button, Text } from 'shared-ui';

interface RailButtonProps {
  buttonRef: Ref<HTMLButtonElement>;
  label: string;
  /** A name from shared-ui's MENU_ICONS. */
  icon: string;
  iconColor?: string;
  current: boolean;
  expanded: boolean;
  controls: string;
  onClick: () => void;
  onFocus: FocusEventHandler<HTMLButtonElement>;
  onKeyDown: KeyboardEventHandler<HTMLButtonElement>;
  onPointerEnter?: PointerEventHandler<HTMLButtonElement>;
  onPointerLeave?: PointerEventHandler<HTMLButtonElement>;
}

/** One entry of layout1's rail: an icon over its label, opening the rail's panel. */
export function RailButton({
  buttonRef,
  label,
  icon,
  iconColor,
  current,
  expanded,
  controls,
  ...handlers
}: RailButtonProps) {
  return (
    <Box as="li" listStyleType="none">
      <Button
        ref={buttonRef}
        variant="ghost"
        w="full"
        h="auto"
        py="2"
        px="1"
        flexDirection="column"
        gap="1"
        color="inherit"
        whiteSpace="normal"
        _hover={{ bg: 'sidebar.hover' }}
        _expanded={{ bg: 'sidebar.active' }}
        position="relative"
        _current={{
          bg: 'sidebar.active',
          _before: {
            content: '""',
            position: 'absolute',
            insetStart: '0',
            insetY: '2',
            w: '3px',
            roundedEnd: 'full',
            bg: 'currentColor',
          },
        }}
        data-current={current || undefined}
        aria-expanded={expanded}
        aria-controls={controls}
        {...handlers}
      >
        <MenuGroupIcon name={icon} color={iconColor} size={20} />
        <Text as="span" textStyle="2xs" fontWeight="medium" lineClamp={2} textAlign="center">
          {label}
        </Text>
      </Button>
    </Box>
  );
}
