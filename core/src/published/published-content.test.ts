import { describe, expect, it } from 'vitest';
import { SCALE, scaleSeed } from '../seed/scale';
import { productSchema } from '../model/products';
import {
  PART_BYTES,
  decodeEntries,
  encodeEntries,
  packParts,
  publishedDocuments,
  type PublishedEntry,
} from './published-content';
import { publishedPlace } from './published-paths';

const NOW = new Date('2026-11-27T10:00:00.000Z');
const bytes = (text: string) => new TextEncoder().encode(text).length;

/** A product with every text at its longest and ten variants. */
function heaviestProduct(index: number): PublishedEntry {
  const long = (length: number) => 'é'.repeat(length);
  const data = productSchema.parse({
    name: long(100),
    description: long(5000),
    price: 12.5,
    orderIndex: index,
    imageUrl: `https://firebasestorage.googleapis.com/v0/b/comptoir/o/sites%2Fx%2Fproducts%2F${index}.webp?alt=media`,
    variants: Array.from({ length: 10 }, (_, variant) => ({
      id: `v${variant}`,
      name: long(100),
      description: long(1000),
      price: 9.9,
      priceUnit: long(30),
    })),
    createdAt: NOW,
    updatedAt: NOW,
  });
  return [`products/p${index}`, data];
}

describe('published content', () => {
  it('keeps timestamps as dates through its JSON, and nothing else changes', () => {
    const entries: PublishedEntry[] = [
      ['', { name: 'Épicerie « Chez Léa »', createdAt: NOW, tags: ['a'], nested: { at: NOW, n: 1, none: null } }],
    ];
    const back = decodeEntries(encodeEntries(entries));
    expect(back).toEqual(entries);
    expect(back[0]?.[1].createdAt).toBeInstanceOf(Date);
  });

  it('leaves the site’s search keys out of what visitors download', () => {
    const site = { name: 'Épicerie', searchKeys: ['ep', 'epi'], createdAt: NOW };
    const { main } = publishedDocuments('s1', [['', site]], NOW);
    expect(decodeEntries(String(main.data.content))).toEqual([['', { name: 'Épicerie', createdAt: NOW }]]);
  });

  it('cuts the entries into parts under the limit, in order, never cutting one', () => {
    const entries = Array.from({ length: 50 }, (_, index): PublishedEntry => [
      `faqs/${index}`,
      { text: 'x'.repeat(100) },
    ]);
    const parts = packParts(entries, 1_000);
    expect(parts.length).toBeGreaterThan(5);
    for (const part of parts) expect(bytes(part)).toBeLessThanOrEqual(1_000);
    expect(parts.flatMap(decodeEntries)).toEqual(entries);
    // Heavier than a part (only the sandbox's data-URL images can be): a part of its own.
    const heavy: PublishedEntry = ['products/big', { imageUrl: 'x'.repeat(2_000) }];
    expect(
      packParts([entries[0] as PublishedEntry, heavy, entries[1] as PublishedEntry], 1_000).map(decodeEntries),
    ).toEqual([[entries[0]], [heavy], [entries[1]]]);
  });

  it('publishes the scale seed’s big shop (300 products, up to 10 variants) in one catalogue part', () => {
    const { documents } = scaleSeed(NOW);
    const entries = documents
      .filter((doc) => publishedPlace(doc.path)?.siteId === SCALE.bigShop && doc.path.split('/').length % 2 === 0)
      .map((doc): PublishedEntry => [doc.path.slice(`sites/${SCALE.bigShop}/`.length), doc.data]);
    expect(entries.filter(([path]) => path.startsWith('products/'))).toHaveLength(300);
    const { main, parts } = publishedDocuments(SCALE.bigShop, [['', { name: 'Grande Maison' }], ...entries], NOW);
    expect(main.data.parts).toEqual({ site: 1, catalogue: parts.length });
    const sizes = parts.map((part) => bytes(String(part.data.content)));
    console.info(
      `300 products of the scale seed: ${parts.length} part(s), ${sizes.map((size) => `${Math.round(size / 1024)} KB`).join(', ')}`,
    );
    expect(parts).toHaveLength(1);
  });

  it('keeps every part well under Firestore’s 1 MiB for 300 products × 10 variants at every text’s longest', () => {
    const entries = Array.from({ length: 300 }, (_, index) => heaviestProduct(index));
    const { main, parts } = publishedDocuments('grande', [['', { name: 'Grande' }], ...entries], NOW);
    const sizes = parts.map((part) => bytes(String(part.data.content)));
    console.info(
      `300 heaviest products: ${parts.length} parts, the largest ${Math.round(Math.max(...sizes) / 1024)} KB`,
    );
    expect(Math.max(...sizes)).toBeLessThanOrEqual(PART_BYTES);
    expect(main.data.parts).toEqual({ site: 1, catalogue: parts.length });
    expect(parts.map((part) => part.path)).toEqual(
      parts.map((_, index) => `published/grande/parts/catalogue-${index}`),
    );
    expect(parts.flatMap((part) => decodeEntries(String(part.data.content)))).toEqual(entries);
  });

  it('says where a path is published: the site, its public collections, never what is private', () => {
    expect(publishedPlace('sites/s1')).toEqual({ siteId: 's1', group: 'site' });
    expect(publishedPlace('sites/s1/pages/home')).toEqual({ siteId: 's1', group: 'site' });
    expect(publishedPlace('sites/s1/events')).toEqual({ siteId: 's1', group: 'site' });
    expect(publishedPlace('sites/s1/products/p1')).toEqual({ siteId: 's1', group: 'catalogue' });
    expect(publishedPlace('sites/s1/productCategories')).toEqual({ siteId: 's1', group: 'catalogue' });
    for (const path of [
      'sites/s1/private/settings',
      'sites/s1/quoteRequests/q1',
      'sites/s1/statShards/2026-11-27-1',
      'sites/s1/events/e1/participants/u1',
      'domains/epicerie.fr',
      'platform/details',
    ])
      expect(publishedPlace(path)).toBeNull();
  });
});
