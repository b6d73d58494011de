import type { LucideIcon } from 'shared-ui';
import { Icon } from 'shared-ui';

interface MirroredIconProps {
  icon: LucideIcon;
}

/** A directional icon (chevron, arrow) that points the other way in right-to-left layouts. */
export function MirroredIcon({ icon: IconShape }: MirroredIconProps) {
  return (
    <Icon boxSize="4" _rtl={{ transform: 'scaleX(-1)' }} aria-hidden>
      <IconShape />
    </Icon>
  );
}
