import { refs } from '@comptoir/core';
import type { AccountEntity } from '@/components/admin/session/accounts';
import { useFound } from '@/components/admin/search/use-found';

const BY_EMAIL = [['email', 'asc']] as const;

/** The accounts whose address starts with what is typed (case aside), at most five. */
export function useAccountSearch(typed: string): AccountEntity[] | undefined {
  return useFound(refs.users(), typed, BY_EMAIL);
}
