import { z } from 'zod';
import { timestamp } from './common';

/** domains/{normalisedHost}: the id is the host, which makes mappings unique. */
export const domainSchema = z.object({
  siteId: z.string().min(1),
  active: z.boolean().default(true),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type DomainMapping = z.output<typeof domainSchema>;
