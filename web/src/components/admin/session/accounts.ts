import type { Entity, userSchema } from '@comptoir/core';

/** An account's mirror (users/{uid}): its address, role and creation date. */
export type AccountEntity = Entity<typeof userSchema>;

export const ROLE_LABELS = { admin: 'Administrateur', user: 'Utilisateur' } as const;
