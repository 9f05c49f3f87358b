import { beforeAll, describe, expect, it } from 'vitest';
import { admin, functionUrl } from '../support/clients';

describe('resolveSite (HTTP function)', () => {
  beforeAll(async () => {
    const { db } = admin();
    const at = new Date();
    await db.doc('domains/it-epicerie.fr').set({ siteId: 'it-site', active: true, createdAt: at, updatedAt: at });
    await db.doc('domains/it-ferme.fr').set({ siteId: 'it-ferme', active: false, createdAt: at, updatedAt: at });
  });

  it('answers the site of an active mapping, cacheable by the CDN', async () => {
    const response = await fetch(`${functionUrl('resolveSite')}?host=www.it-epicerie.fr`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('s-maxage=');
    await expect(response.json()).resolves.toEqual({ siteId: 'it-site', customDomain: true });
  });

  it('answers 404 for an inactive or unknown host', async () => {
    for (const host of ['it-ferme.fr', 'inconnu.example']) {
      const response = await fetch(`${functionUrl('resolveSite')}?host=${host}`);
      expect(response.status).toBe(404);
    }
  });
});
