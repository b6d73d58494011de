import { useLayoutSettings } from 'shared-ui';

/** Floating placements are physical; "start" and "end" follow the reading direction (left and right in LTR). */
export function useLogicalSide(): { start: 'left' | 'right'; end: 'left' | 'right' } {
  const { dir } = useLayoutSettings();
  return dir === 'rtl' ? { start: 'right', end: 'left' } : { start: 'left', end: 'right' };
}
