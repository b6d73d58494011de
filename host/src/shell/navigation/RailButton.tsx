import type { FocusEventHandler, KeyboardEventHandler, PointerEventHandler, Ref } from 'react';
import { MenuGroupIcon, plainButtonCss, type SystemStyleObject } from 'shared-ui';

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

/**
 * The look of the rail's buttons, as one style sheet on the rail's list: a ghost Button (as Chakra draws it) with
 * its icon over its label. Every page draws the rail, and a Chakra Button each had its recipe resolved and hashed
 * in the frame's first render.
 */
export const RAIL_BUTTONS_CSS: SystemStyleObject = {
  '& .rail-button': {
    ...plainButtonCss('md', 'ghost'),
    w: 'full',
    h: 'auto',
    py: '2',
    px: '1',
    flexDirection: 'column',
    gap: '1',
    color: 'inherit',
    whiteSpace: 'normal',
    _hover: { bg: 'sidebar.hover' },
    _expanded: { bg: 'sidebar.active' },
    _current: {
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
    },
  },
  '& .rail-button-label': { textStyle: '2xs', fontWeight: 'medium', lineClamp: 2, textAlign: 'center' },
};

/** One entry of layout1's rail: an icon over its label, opening the rail's panel. Drawn by RAIL_BUTTONS_CSS. */
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
    <li>
      <button
        ref={buttonRef}
        type="button"
        className="rail-button"
        data-current={current || undefined}
        aria-expanded={expanded}
        aria-controls={controls}
        {...handlers}
      >
        <MenuGroupIcon name={icon} color={iconColor} size={20} />
        <span className="rail-button-label">{label}</span>
      </button>
    </li>
  );
}
