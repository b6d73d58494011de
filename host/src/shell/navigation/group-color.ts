import { colorVar } from 'shared-ui';

/** A group's colour on a dark navigation surface: a light shade of its palette (or a v1 remote's own CSS colour). */
export function groupColor(color: string): string {
  return color.startsWith('#') || color.startsWith('rgb') ? color : colorVar(`${color}.300`);
}
