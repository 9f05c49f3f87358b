import { z } from 'zod';
import { LIMITS, timestamp } from './common';

export const roleSchema = z.enum(['admin', 'user']);

/** users/{uid}: a server-written mirror of the account's role claim. */
export const userSchema = z.object({
  email: z.string().max(LIMITS.email).default(''),
  role: roleSchema.catch('user'),
  createdAt: timestamp,
});
export type UserProfile = z.output<typeof userSchema>;
