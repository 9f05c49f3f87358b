import { z } from 'zod';
import type { QuerySpec } from '../port/data-port';
import { lastSegment } from './query';

const indexFieldSchema = z.object({
  fieldPath: z.string(),
  order: z.enum(['ASCENDING', 'DESCENDING']).optional(),
  arrayConfig: z.literal('CONTAINS').optional(),
});

const compositeIndexSchema = z.object({
  collectionGroup: z.string(),
  queryScope: z.enum(['COLLECTION', 'COLLECTION_GROUP']).default('COLLECTION'),
  fields: z.array(indexFieldSchema),
});
export type CompositeIndex = z.output<typeof compositeIndexSchema>;

/** The shape of `firestore.indexes.json` (what `firebase deploy --only firestore:indexes` reads). */
export const indexesFileSchema = z.object({
  indexes: z.array(compositeIndexSchema).default([]),
  fieldOverrides: z.array(z.unknown()).default([]),
});
export type IndexesFile = z.output<typeof indexesFileSchema>;

type Direction = 'ASCENDING' | 'DESCENDING';
const direction = (order: 'asc' | 'desc'): Direction => (order === 'desc' ? 'DESCENDING' : 'ASCENDING');

/** Thrown (or sent to the stream) where production Firestore answers FAILED_PRECONDITION. */
export class MissingIndexError extends Error {
  readonly code = 'failed-precondition';

  constructor(readonly index: CompositeIndex) {
    const entry = JSON.stringify(index);
    const fields = index.fields
      .map((field) => `${field.fieldPath} ${field.order ?? field.arrayConfig ?? ''}`.trim())
      .join(', ');
    super(
      `The query requires an index. La requête exige un index composite absent de firestore.indexes.json ` +
        `(${index.collectionGroup}\u00a0: ${fields}). Ajoutez à "indexes"\u00a0: ${entry}`,
    );
    this.name = 'MissingIndexError';
  }
}

function sameOrderSuffix(index: CompositeIndex, start: number, orderBy: readonly (readonly [string, Direction])[]) {
  return (
    index.fields.length - start === orderBy.length &&
    orderBy.every(([field, order], i) => {
      const indexed = index.fields[start + i];
      return indexed?.fieldPath === field && indexed.order === order;
    })
  );
}

/**
 * The composite index a query needs and the file lacks, or null when Firestore can serve it.
 * Single-field indexes are automatic, so equality filters alone and one orderBy alone need
 * nothing. Equality filters with an orderBy on another field, or several orderBy fields, need a
 * composite index: equality fields first (any order), then the orderBy fields in order. An
 * `array-contains` field stands among the equality fields, indexed as `arrayConfig: CONTAINS`.
 * Like Firestore's index merging, several such indexes with the same orderBy suffix may cover the
 * equality fields between them.
 */
export function missingIndex(collectionPath: string, spec: QuerySpec, file: IndexesFile): CompositeIndex | null {
  const orderBy = (spec.orderBy ?? []).map(([field, order]) => [field, direction(order)] as const);
  const ordered = new Set(orderBy.map(([field]) => field));
  const contains = new Set((spec.where ?? []).filter(([, op]) => op === 'array-contains').map(([field]) => field));
  const equalities = [...new Set((spec.where ?? []).map(([field]) => field))].filter((field) => !ordered.has(field));
  if (orderBy.length === 0 || (orderBy.length === 1 && equalities.length === 0)) return null;
  const indexedAsAsked = (field: CompositeIndex['fields'][number]) =>
    equalities.includes(field.fieldPath) &&
    (contains.has(field.fieldPath) ? field.arrayConfig === 'CONTAINS' : field.order !== undefined);

  const collectionGroup = lastSegment(collectionPath);
  const covered = new Set<string>();
  for (const index of file.indexes) {
    if (index.collectionGroup !== collectionGroup || index.queryScope !== 'COLLECTION') continue;
    const prefix = index.fields.length - orderBy.length;
    if (prefix < 0 || !sameOrderSuffix(index, prefix, orderBy)) continue;
    const prefixFields = index.fields.slice(0, prefix);
    if (!prefixFields.every(indexedAsAsked)) continue;
    if (prefix === 0 && equalities.length > 0) continue;
    prefixFields.forEach((field) => covered.add(field.fieldPath));
    if (equalities.length === 0) return null;
  }
  if (equalities.length > 0 && equalities.every((field) => covered.has(field))) return null;

  return {
    collectionGroup,
    queryScope: 'COLLECTION',
    fields: [
      ...equalities.map((fieldPath) =>
        contains.has(fieldPath)
          ? { fieldPath, arrayConfig: 'CONTAINS' as const }
          : { fieldPath, order: 'ASCENDING' as const },
      ),
      ...orderBy.map(([fieldPath, order]) => ({ fieldPath, order })),
    ],
  };
}
