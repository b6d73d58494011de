import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react';

/**
 * What the browser prints while this is on the page: only its content, never the app's sidebar, header or
 * footer (the rule is global CSS, theme/print-area-css.ts). Controls inside it that mean nothing on paper
 * hide themselves with `_print={{ display: 'none' }}`.
 */
export function PrintArea({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={label} data-print-area="">
      {children}
    </Box>
  );
}
