import { Skeleton } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { LiveState } from '@/components/admin/data/use-admin-live';

export interface LookupTextProps<T> {
  state: LiveState<T>;
  children(value: T): ReactNode;
}

/** A list row's looked-up detail (read after the row): a short placeholder until it is there. */
export function LookupText<T>({ state, children }: LookupTextProps<T>) {
  if (state.status === 'loading')
    return <Skeleton as="span" display="inline-block" h="3" w="32" verticalAlign="middle" aria-hidden="true" />;
  if (state.status === 'error') return 'indisponible';
  return children(state.data);
}
