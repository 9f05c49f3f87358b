import type { Entity, productSchema } from '@comptoir/core';

/** A product as the public pages show it. */
export type PublicProduct = Entity<typeof productSchema>;
