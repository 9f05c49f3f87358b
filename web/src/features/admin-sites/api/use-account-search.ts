import { refs } from '@comptoir/core';
import type { AccountEntity } from '@/components/admin/session/accounts';
import { SEARCH_MIN_LENGTH } from '@/components/admin/forms/search-choice-field';
import { useCollection } from '@/hooks/use-live';

/** How many accounts a search offers. */
const MATCHES = 5;

/**
 * The accounts whose address starts with what is typed (lower case, as addresses are stored), at
 * most five: a prefix is a range on the email's own index, whatever the number of accounts.
 */
export function useAccountSearch(typed: string): AccountEntity[] | undefined {
  const prefix = typed.trim().toLowerCase();
  const state = useCollection(prefix.length >= SEARCH_MIN_LENGTH ? refs.users() : null, {
    where: [
      ['email', '>=', prefix],
      ['email', '<', `${prefix}\uf8ff`],
    ],
    orderBy: [['email', 'asc']],
    limit: MATCHES,
  });
  return prefix.length >= SEARCH_MIN_LENGTH ? state.data : [];
}
