import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useToasterRequested } from './notify';
import { publicSystem } from './system';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

function LazyToaster() {
  const requested = useToasterRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** Chakra with the app's toaster; `system`: the back office's, where it is opened first (else the public pages'). */
export function UiProvider({ system, children }: { system?: SystemContext | undefined; children: ReactNode }) {
  return (
    <ChakraProvider value={system ?? publicSystem()}>
      {children}
      <LazyToaster />
    </ChakraProvider>
  );
}
