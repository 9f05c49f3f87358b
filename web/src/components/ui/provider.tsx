import { ChakraProvider } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useToasterRequested } from './notify';
import { system } from './system';

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

export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
      <LazyToaster />
    </ChakraProvider>
  );
}
