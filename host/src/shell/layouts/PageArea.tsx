import type { ReactNode } from 'react';
import { Box } from 'shared-ui';
import { Footer } from '../Footer';
import { MAIN_ID } from './layout-props';

/** The page's landmark (the skip link's and the focus's target) and the optional footer under it. */
export function PageArea({ children }: { children: ReactNode }) {
  return (
    <>
      {/* No padding: every page's PageLayout has the one page padding. */}
      <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" outline="none">
        {children}
      </Box>
      <Footer />
    </>
  );
}
