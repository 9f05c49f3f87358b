import { describe, expect, it, vi } from 'vitest';
import { MissingIndexError, indexesFileSchema, missingIndex, type CompositeIndex } from './indexes';
import { LocalStore } from './local-store';
import { MemoryPersistence } from './persistence';

const index = (collectionGroup: string, ...fields: [string, 'ASCENDING' | 'DESCENDING'][]): CompositeIndex => ({
  collectionGroup,
  queryScope: 'COLLECTION',
  fields: fields.map(([fieldPath, order]) => ({ fieldPath, order })),
});
const file = (...indexes: CompositeIndex[]) => indexesFileSchema.parse({ indexes });
const PRODUCTS = 'sites/s1/products';

describe('missingIndex', () => {
  it('needs nothing for equality filters alone or a single orderBy alone', () => {
    const none = file();
    expect(missingIndex(PRODUCTS, {}, none)).toBeNull();
    expect(
      missingIndex(
        PRODUCTS,
        {
          where: [
            ['isActive', '==', true],
            ['isFeatured', '==', true],
          ],
        },
        none,
      ),
    ).toBeNull();
    expect(missingIndex(PRODUCTS, { orderBy: [['createdAt', 'desc']], limit: 8 }, none)).toBeNull();
    expect(
      missingIndex(PRODUCTS, { where: [['isActive', '==', true]], orderBy: [['isActive', 'asc']] }, none),
    ).toBeNull();
  });

  it('names the composite index an equality filter with an orderBy on another field needs', () => {
    expect(
      missingIndex(PRODUCTS, { where: [['isActive', '==', true]], orderBy: [['createdAt', 'desc']] }, file()),
    ).toEqual(index('products', ['isActive', 'ASCENDING'], ['createdAt', 'DESCENDING']));
  });

  it('names the index several orderBy fields need', () => {
    expect(
      missingIndex(
        PRODUCTS,
        {
          orderBy: [
            ['orderIndex', 'asc'],
            ['name', 'asc'],
          ],
        },
        file(),
      ),
    ).toEqual(index('products', ['orderIndex', 'ASCENDING'], ['name', 'ASCENDING']));
  });

  it('accepts a declared index for the same collection group, and only with the same directions', () => {
    const declared = file(index('products', ['isActive', 'ASCENDING'], ['createdAt', 'DESCENDING']));
    const spec = { where: [['isActive', '==', true]], orderBy: [['createdAt', 'desc']] } as const;
    expect(missingIndex(PRODUCTS, spec, declared)).toBeNull();
    expect(missingIndex('sites/other/products', spec, declared)).toBeNull();
    expect(missingIndex('sites/s1/events', spec, declared)).not.toBeNull();
    expect(missingIndex(PRODUCTS, { ...spec, orderBy: [['createdAt', 'asc']] }, declared)).not.toBeNull();
  });

  it('accepts indexes that cover the equality fields between them, as index merging does', () => {
    const spec = {
      where: [
        ['isActive', '==', true],
        ['isFeatured', '==', true],
      ],
      orderBy: [['createdAt', 'desc']],
    } as const;
    const one = index('products', ['isActive', 'ASCENDING'], ['createdAt', 'DESCENDING']);
    const other = index('products', ['isFeatured', 'ASCENDING'], ['createdAt', 'DESCENDING']);
    expect(missingIndex(PRODUCTS, spec, file(one))).toEqual(
      index('products', ['isActive', 'ASCENDING'], ['isFeatured', 'ASCENDING'], ['createdAt', 'DESCENDING']),
    );
    expect(missingIndex(PRODUCTS, spec, file(one, other))).toBeNull();
  });
});

describe('missingIndex with array-contains', () => {
  const SITES = 'sites';
  const search = { where: [['searchKeys', 'array-contains', 'epi']], orderBy: [['createdAt', 'desc']] } as const;
  const searchIndex: CompositeIndex = {
    collectionGroup: 'sites',
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'searchKeys', arrayConfig: 'CONTAINS' },
      { fieldPath: 'createdAt', order: 'DESCENDING' },
    ],
  };

  it('needs nothing for array-contains alone, and a CONTAINS index once the query is ordered', () => {
    expect(missingIndex(SITES, { where: search.where }, file())).toBeNull();
    expect(missingIndex(SITES, search, file())).toEqual(searchIndex);
    expect(missingIndex(SITES, search, file(searchIndex))).toBeNull();
  });

  it('refuses an ascending index where the query asks for array-contains', () => {
    const ascending = index('sites', ['searchKeys', 'ASCENDING'], ['createdAt', 'DESCENDING']);
    expect(missingIndex(SITES, search, file(ascending))).toEqual(searchIndex);
  });

  it('finds the documents whose array holds the value, in the local engine', async () => {
    const store = await LocalStore.open(new MemoryPersistence(), { indexes: file(searchIndex) });
    await store.set('sites/a', { searchKeys: ['ep', 'epi'], createdAt: new Date(1) });
    await store.set('sites/b', { searchKeys: ['bo'], createdAt: new Date(2) });
    await store.set('sites/c', { searchKeys: 'epi', createdAt: new Date(3) });
    expect((await store.query(SITES, search)).map((doc) => doc.id)).toEqual(['a']);
    await expect(store.count(SITES, { where: search.where })).resolves.toBe(1);
  });
});

describe('LocalStore with indexes', () => {
  const open = async (onMissingIndex = vi.fn()) => ({
    store: await LocalStore.open(new MemoryPersistence(), { indexes: file(), onMissingIndex }),
    onMissingIndex,
  });
  const spec = { where: [['ownerId', '==', 'u1']], orderBy: [['createdAt', 'desc']] } as const;

  it('rejects a query that lacks its index, with the index to add in the message', async () => {
    const { store, onMissingIndex } = await open();
    const refused = store.query('sites', spec);
    await expect(refused).rejects.toBeInstanceOf(MissingIndexError);
    await expect(refused).rejects.toThrow(
      'The query requires an index. La requête exige un index composite absent de firestore.indexes.json ' +
        '(sites\u00a0: ownerId ASCENDING, createdAt DESCENDING). Ajoutez à "indexes"\u00a0: ' +
        '{"collectionGroup":"sites","queryScope":"COLLECTION","fields":[{"fieldPath":"ownerId","order":"ASCENDING"},' +
        '{"fieldPath":"createdAt","order":"DESCENDING"}]}',
    );
    expect(onMissingIndex).toHaveBeenCalledTimes(1);
  });

  it('sends the error to a live query, like a Firestore listener', async () => {
    const { store } = await open();
    const error = await new Promise((resolve) =>
      store.watchQuery('sites', spec).subscribe({ next: vi.fn(), error: resolve }),
    );
    expect(error).toBeInstanceOf(MissingIndexError);
  });

  it('serves queries that need no composite index', async () => {
    const { store, onMissingIndex } = await open();
    await store.set('sites/a', { ownerId: 'u1', createdAt: new Date() });
    await expect(store.query('sites', { where: [['ownerId', '==', 'u1']] })).resolves.toHaveLength(1);
    expect(onMissingIndex).not.toHaveBeenCalled();
  });
});
