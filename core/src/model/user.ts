import { z } from 'zod';
import { SEARCH_KEY_MAX, accountSearchKeys } from './search-keys';
import { LIMITS, timestamp } from './common';

export const roleSchema = z.enum(['admin', 'user']);

/** users/{uid}: a server-written mirror of the account's role claim. */
export const userSchema = z.object({
  email: z.string().max(LIMITS.email).default(''),
  /** What « Utilisateurs » finds it by (`accountSearchKeys` of the address); absent until written. */
  searchKeys: z.array(z.string().max(SEARCH_KEY_MAX)).optional(),
  role: roleSchema.catch('user'),
  createdAt: timestamp,
});

/** A profile's address and what it is found by, written together on every path that sets the address. */
export const accountAddressFields = (email: string) => ({ email, searchKeys: accountSearchKeys(email) });
export type UserProfile = z.output<typeof userSchema>;
