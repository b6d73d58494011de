import { colorVar } from 'shared-ui';

/**
 * A group's colour on a page-coloured surface (layout1's panel, layout3's bar): its palette's `fg` shade, which
 * reads on white and, in dark mode, on the dark page alike (a v1 remote's own CSS colour passes through).
 */
export function groupColorOnLight(color: string): string {
  return color.startsWith('#') || color.startsWith('rgb') ? color : colorVar(`${color}.fg`);
}
