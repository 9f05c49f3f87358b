import { LocalStore, MemoryPersistence, type AccountsPort } from '@comptoir/core';

/**
 * Stands in for ./admin in unit tests (`vi.mock('./admin', () => import('./testing/fake-admin'))`):
 * the functions run their core operations on the local driver instead of Firestore.
 */
let store: LocalStore | undefined;
let accountsPort: AccountsPort | undefined;

export async function useFakeAdmin(options: { accounts?: AccountsPort } = {}): Promise<LocalStore> {
  store = await LocalStore.open(new MemoryPersistence());
  accountsPort = options.accounts;
  return store;
}

export function db(): LocalStore {
  if (!store) throw new Error('useFakeAdmin() first');
  return store;
}

export function accounts(): AccountsPort {
  if (!accountsPort) throw new Error('useFakeAdmin({ accounts }) first');
  return accountsPort;
}
