import type { ReactNode } from 'react';
import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { AppToaster } from './blocks/toaster';
import { useLayoutSettings } from './layout-settings/store';
import { system } from './theme/system';

/**
 * The look for a whole app (the host, a remote's standalone page): the system, the toaster, and the user's text
 * direction for Chakra's menus, popovers and sliders (the colour mode is a class on <html>, set by the settings).
 */
export function UiProvider({ children }: { children: ReactNode }) {
  const { dir } = useLayoutSettings();
  return (
    <ChakraProvider value={system}>
      <LocaleProvider locale={dir === 'rtl' ? 'ar' : 'en-US'}>
        {children}
        <AppToaster />
      </LocaleProvider>
    </ChakraProvider>
  );
}
