// Small line icons (24×24, stroke-based) so the page needs no icon package. Decorative: Chakra's Icon hides them
// from assistive technology, so every icon-only button carries its own aria-label.
import { Icon, type IconProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface LineIconProps extends IconProps {
  /** Fill the shape as well as stroking it (used for "on" toggle states). */
  filled?: boolean;
}

function lineIcon(paths: ReactNode, displayName: string) {
  function LineIcon({ filled = false, ...props }: LineIconProps) {
    return (
      <Icon {...props}>
        <svg
          viewBox="0 0 24 24"
          fill={filled ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {paths}
        </svg>
      </Icon>
    );
  }
  LineIcon.displayName = displayName;
  return LineIcon;
}

export const CircleIcon = lineIcon(<circle cx="12" cy="12" r="9" />, 'CircleIcon');

export const CircleCheckIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12 3 3 5-6" />
  </>,
  'CircleCheckIcon',
);

export const StarIcon = lineIcon(
  <path d="M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z" />,
  'StarIcon',
);

export const FlagIcon = lineIcon(
  <>
    <path d="M4 15s1-1 4-1 5 2 8 2 4-1 4-1V3s-1 1-4 1-5-2-8-2-4 1-4 1z" />
    <path d="M4 22v-7" />
  </>,
  'FlagIcon',
);

export const PencilIcon = lineIcon(<path d="M17 3a2.85 2.85 0 0 1 4 4L7.5 20.5 2 22l1.5-5.5z" />, 'PencilIcon');

export const TrashIcon = lineIcon(
  <>
    <path d="M3 6h18" />
    <path d="M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6" />
    <path d="M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />
  </>,
  'TrashIcon',
);

export const ChevronUpIcon = lineIcon(<path d="m18 15-6-6-6 6" />, 'ChevronUpIcon');

export const ChevronDownIcon = lineIcon(<path d="m6 9 6 6 6-6" />, 'ChevronDownIcon');

export const PlusIcon = lineIcon(
  <>
    <path d="M5 12h14" />
    <path d="M12 5v14" />
  </>,
  'PlusIcon',
);

export const CalendarIcon = lineIcon(
  <>
    <rect width="18" height="18" x="3" y="4" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </>,
  'CalendarIcon',
);

export const SearchIcon = lineIcon(
  <>
    <circle cx="11" cy="11" r="8" />
    <path d="m21 21-4.3-4.3" />
  </>,
  'SearchIcon',
);

export const ChecklistIcon = lineIcon(
  <>
    <path d="m9 11 3 3L22 4" />
    <path d="M21 12v7a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h11" />
  </>,
  'ChecklistIcon',
);
