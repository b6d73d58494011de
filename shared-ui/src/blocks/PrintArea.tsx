import { useEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Box } from '@chakra-ui/react';

/**
 * What the browser prints while this is on the page: only its content, never the app's sidebar, header or
 * footer (the rule is global CSS, theme/print-area-css.ts). Controls inside it that mean nothing on paper
 * hide themselves with `_print={{ display: 'none' }}`.
 *
 * It prints in the light palette whatever the app's colour mode: the paper is white, and the browser leaves
 * out backgrounds but keeps text colours, so dark mode's near-white text would print almost invisible. Chakra's
 * `.light` class gives a subtree the light tokens; it is set for the print only, and drawn before the browser
 * lays the page out for it (hence flushSync in `beforeprint`).
 */
export function PrintArea({ label, children }: { label: string; children: ReactNode }) {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const beforePrint = () => flushSync(() => setPrinting(true));
    const afterPrint = () => setPrinting(false);
    window.addEventListener('beforeprint', beforePrint);
    window.addEventListener('afterprint', afterPrint);
    return () => {
      window.removeEventListener('beforeprint', beforePrint);
      window.removeEventListener('afterprint', afterPrint);
    };
  }, []);
  return (
    <Box
      as="section"
      aria-label={label}
      data-print-area=""
      className={printing ? 'light' : undefined}
      color={printing ? 'fg' : undefined}
      colorScheme={printing ? 'light' : undefined}
    >
      {children}
    </Box>
  );
}
