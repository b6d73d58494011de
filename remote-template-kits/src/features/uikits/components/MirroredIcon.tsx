import type { LucideIcon } from 'shared-ui';
import { Icon } from 'shared-ui';

interface MirroredIconProps {
  icon: LucideIcon;
  boxSize?: string;
}

/** A directional icon (chevron, arrow) that points the other way in right-to-left layouts. */
export function MirroredIcon({ icon: IconShape, boxSize = '4' }: MirroredIconProps) {
  return (
    <Icon boxSize={boxSize} _rtl={{ transform: 'scaleX(-1)' }} aria-hidden>
      <IconShape />
    </Icon>
  );
}
