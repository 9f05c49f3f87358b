import type { Callables } from '@comptoir/core';
import { useCallback } from 'react';
import { useServices } from '@/lib/services-context';

type Input = Callables['createUserAccount']['input'];

/** An account for a shop owner, created by the admin-only callable (role 'user'). */
export function useCreateUserAccount(): (input: Input) => Promise<string> {
  const { functions } = useServices();
  return useCallback(async (input: Input) => (await functions.call('createUserAccount', input)).uid, [functions]);
}
