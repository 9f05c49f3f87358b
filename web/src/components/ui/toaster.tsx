import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';

/** Toasts stay about five seconds; Alt+T focuses them (Ark's default hotkey). */
export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, duration: 5000 });

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger aria-label="Fermer" />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
