import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { AppToaster } from './blocks/toaster';
import { system } from './theme/system';

/** The look for a whole app (the host, a remote's standalone page, a test): the system and the toaster. */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
      <AppToaster />
    </ChakraProvider>
  );
}
