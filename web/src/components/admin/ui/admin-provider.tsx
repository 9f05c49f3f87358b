import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { adminSystem } from './admin-system';

/** Wraps back-office screens in the admin Chakra system (toasts keep using the app's toaster). */
export function AdminProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={adminSystem}>{children}</ChakraProvider>;
}
