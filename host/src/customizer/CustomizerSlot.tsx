import { useState } from 'react';
import { onDemand, useAfterFirstPaint, useLayoutSettings } from 'shared-ui';

/** The panel's code, loaded the first time it opens (on a first visit, by itself; later, when asked for). */
export const CustomizerPanel = onDemand(() => import('./Customizer').then((module) => module.Customizer));

/**
 * The layout customizer's place. The panel (open on a first visit) comes a frame after the page: drawn with it, its
 * controls and their state machines held back the page's first paint by about 45 ms. The shell keeps its room
 * from the start, so nothing moves when it slides in. Once opened it stays mounted, so it can slide out.
 */
export function CustomizerSlot() {
  const { customizer } = useLayoutSettings();
  const pagePainted = useAfterFirstPaint();
  const [opened, setOpened] = useState(false);
  if (customizer.open && pagePainted && !opened) setOpened(true);
  if (!customizer.show || !opened) return null;
  return <CustomizerPanel />;
}
