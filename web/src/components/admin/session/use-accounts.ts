import { refs, type Entity, type userSchema } from '@comptoir/core';
import { useCollection } from '@/hooks/use-live';

export type AccountEntity = Entity<typeof userSchema>;

/** Every account (users/{uid} mirrors), by email: administrators only. */
export function useAccounts() {
  return useCollection(refs.users(), { orderBy: [['email', 'asc']] });
}

export const ROLE_LABELS = { admin: 'Administrateur', user: 'Utilisateur' } as const;
