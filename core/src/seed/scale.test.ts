import { describe, expect, it } from 'vitest';
import { SCALE, scaleSeed } from './scale';

const NOW = new Date('2026-11-27T09:00:00Z');
const { documents, owners } = scaleSeed(NOW);
const under = (prefix: string) => documents.filter((doc) => new RegExp(`^${prefix}/[^/]+$`).test(doc.path));
const bigShop = (collection: string) => under(`sites/${SCALE.bigShop}/${collection}`);
const dates = (collection: string) => bigShop(collection).map((doc) => (doc.data.createdAt as Date).getTime());

describe('scaleSeed', () => {
  it('holds 1,000 shops and their owners, some offline, some with a domain pending', () => {
    const sites = under('sites');
    expect(sites).toHaveLength(SCALE.sites + 1);
    expect(under('users')).toHaveLength(SCALE.sites + 1);
    expect(owners).toHaveLength(SCALE.sites + 1);
    expect(new Set(owners.map((owner) => owner.email)).size).toBe(owners.length);
    const offline = sites.filter((doc) => doc.data.active === false).length;
    expect(offline).toBeGreaterThan(50);
    expect(offline).toBeLessThan(150);
    const domains = under('domains');
    expect(domains.filter((doc) => doc.data.active === false).length).toBeGreaterThan(20);
    expect(domains.filter((doc) => doc.data.active === true).length).toBeGreaterThan(150);
  });

  it('gives one shop years of requests and a big catalogue', () => {
    expect(bigShop('quoteRequests')).toHaveLength(SCALE.quoteRequests);
    expect(bigShop('contactMessages')).toHaveLength(SCALE.contactMessages);
    expect(bigShop('reservations')).toHaveLength(SCALE.reservations);
    const products = bigShop('products');
    expect(products).toHaveLength(SCALE.products);
    const variants = products.map((doc) => (doc.data.variants as unknown[]).length);
    expect(Math.max(...variants)).toBe(SCALE.maxVariants);
    expect(Math.min(...variants)).toBe(1);
    for (const collection of ['quoteRequests', 'contactMessages', 'reservations']) {
      const times = dates(collection);
      expect(NOW.getTime() - Math.min(...times)).toBeGreaterThan(2.9 * 365 * 86_400_000);
      expect(Math.max(...times)).toBeLessThanOrEqual(NOW.getTime());
    }
    expect(bigShop('quoteRequests').filter((doc) => doc.data.isViewed === false).length).toBeGreaterThan(0);
  });

  it('uses unique paths and gives the same documents for the same now', () => {
    expect(new Set(documents.map((doc) => doc.path)).size).toBe(documents.length);
    const again = scaleSeed(NOW);
    expect(again.documents.slice(0, 50)).toEqual(documents.slice(0, 50));
    expect(again.documents.at(-1)).toEqual(documents.at(-1));
    expect(again.documents).toHaveLength(documents.length);
  });
});
