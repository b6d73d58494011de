// One toaster for every app: `toaster.create({ title, type })` from anywhere, rendered once by <AppToaster />.
import { Portal, Spinner, Stack, Toast, Toaster, createToaster, type ToastOptions } from '@chakra-ui/react';

export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true });

/** How one toast looks, whichever toaster shows it (the app's, or a kit page's own placements). */
export function renderToast(toast: ToastOptions) {
  return (
    <Toast.Root width={{ md: 'sm' }}>
      {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
      <Stack gap="1" flex="1" maxWidth="100%">
        {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
        {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
      </Stack>
      {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
      {toast.closable && <Toast.CloseTrigger />}
    </Toast.Root>
  );
}

export function AppToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {renderToast}
      </Toaster>
    </Portal>
  );
}
