import { ChakraProvider, useChakraContext } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { adminSystem } from './admin-system';

/**
 * Wraps back-office screens in the admin Chakra system (toasts keep using the app's toaster). An app
 * started on the back office already has it: no second provider, no second set of global styles.
 */
export function AdminProvider({ children }: { children: ReactNode }) {
  const current = useChakraContext();
  if (current === adminSystem) return children;
  return <ChakraProvider value={adminSystem}>{children}</ChakraProvider>;
}
