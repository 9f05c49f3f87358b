import type { z } from 'zod';
import { refs, type DocRef, type DocSchema, type SITE_COLLECTIONS, type SiteCollection } from '../model/refs';

/** One Firestore document of the demo content, as plain data (timestamps are Dates). */
export interface SeedDocument {
  path: string;
  data: Record<string, unknown>;
}

/** Parsed on the way out, so the stored documents carry every default the screens read. */
export function seedDoc<S extends DocSchema>(ref: DocRef<S>, data: z.input<S>): SeedDocument {
  return { path: ref.path, data: ref.schema.parse(data) as Record<string, unknown> };
}

type ItemInput<C extends SiteCollection> = z.input<(typeof SITE_COLLECTIONS)[C]>;

/** Content of an ordered collection as [id, data] pairs; the position gives `orderIndex`. */
export type OrderedSeed<C extends SiteCollection> = ReadonlyArray<
  readonly [id: string, data: Omit<ItemInput<C>, 'orderIndex'>]
>;

/** Items of an ordered collection, numbered in the order they are listed. */
export function orderedItems<C extends SiteCollection>(
  siteId: string,
  collection: C,
  items: OrderedSeed<C>,
): SeedDocument[] {
  return items.map(([id, data], orderIndex) =>
    seedDoc(refs.item(siteId, collection, id), { ...data, orderIndex } as ItemInput<C>),
  );
}

/** Documents of a collection keyed by id. */
export function items<C extends SiteCollection>(
  siteId: string,
  collection: C,
  entries: ReadonlyArray<readonly [id: string, data: ItemInput<C>]>,
): SeedDocument[] {
  return entries.map(([id, data]) => seedDoc(refs.item(siteId, collection, id), data));
}
