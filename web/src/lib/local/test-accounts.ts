import { DEMO_ACCOUNTS, DEMO_PASSWORD_HASH, SANDBOX_ACCOUNTS, accountAddressFields, type Write } from '@comptoir/core';

/** The demo accounts as the local auth driver stores them, for tests that start from an empty store. */
export const demoAccountWrites: Write[] = DEMO_ACCOUNTS.flatMap((account): Write[] => [
  {
    kind: 'set',
    path: `${SANDBOX_ACCOUNTS}/${account.uid}`,
    data: { email: account.email, passwordHash: DEMO_PASSWORD_HASH, role: account.role },
  },
  {
    kind: 'set',
    path: `users/${account.uid}`,
    data: { ...accountAddressFields(account.email), role: account.role, createdAt: new Date() },
  },
]);
