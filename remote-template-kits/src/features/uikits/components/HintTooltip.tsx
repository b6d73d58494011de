import type { ReactElement, ReactNode } from 'react';
import { Portal } from 'shared-ui';
import { Tooltip } from 'shared-ui/kits';

type Placement = 'top' | 'bottom' | 'left' | 'right';

interface HintTooltipProps {
  content: ReactNode;
  placement?: Placement;
  /** The element it describes: it must take focus (a button, a link), so keyboard users get the hint too. */
  children: ReactElement;
  showArrow?: boolean;
  openDelay?: number;
}

/** A short hint that appears on hover and on keyboard focus, and goes with Esc or when the pointer leaves. */
export function HintTooltip({
  content,
  placement = 'top',
  children,
  showArrow = true,
  openDelay = 200,
}: HintTooltipProps) {
  return (
    <Tooltip.Root positioning={{ placement }} openDelay={openDelay} closeDelay={100}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>
            {showArrow && (
              <Tooltip.Arrow>
                <Tooltip.ArrowTip />
              </Tooltip.Arrow>
            )}
            {content}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
