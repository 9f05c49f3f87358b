import { describe, expect, it } from 'vitest';
import { siteSearchKeys } from '../model/search-keys';
import { changesSiteKeys, onlySearchKeysChanged, refreshSiteSearchKeys, sitesOfDomainWrite } from './site-search-keys';
import { storeWith } from './testing/fixtures';

const AT = new Date('2026-03-02T10:00:00.000Z');
const site = (name: string, more: Record<string, unknown> = {}) => ({ name, createdAt: AT, updatedAt: AT, ...more });
const mapping = (siteId: string) => ({ siteId, active: true, createdAt: AT, updatedAt: AT });

describe('refreshSiteSearchKeys', () => {
  it('writes the name’s and the domains’ keys, then nothing while they are right', async () => {
    const db = await storeWith({
      'sites/s1': site('Épicerie du Marché'),
      'domains/epicerie.fr': mapping('s1'),
      'domains/other.fr': mapping('s2'),
    });
    await expect(refreshSiteSearchKeys(db, 's1')).resolves.toBe(true);
    expect((await db.get('sites/s1'))?.data.searchKeys).toEqual(siteSearchKeys('Épicerie du Marché', ['epicerie.fr']));
    await expect(refreshSiteSearchKeys(db, 's1')).resolves.toBe(false);
  });

  it('follows a rename and a domain removed', async () => {
    const db = await storeWith({ 'sites/s1': site('Épicerie'), 'domains/epicerie.fr': mapping('s1') });
    await refreshSiteSearchKeys(db, 's1');
    await db.update('sites/s1', { name: 'Fromagerie Lucie' });
    await db.remove('domains/epicerie.fr');
    await refreshSiteSearchKeys(db, 's1');
    const keys = (await db.get('sites/s1'))?.data.searchKeys as string[];
    expect(keys).toContain('lucie');
    expect(keys).not.toContain('epi');
  });

  it('writes nothing for a site that is gone', async () => {
    const db = await storeWith({ 'domains/epicerie.fr': mapping('s1') });
    await expect(refreshSiteSearchKeys(db, 's1')).resolves.toBe(false);
    await expect(db.get('sites/s1')).resolves.toBeNull();
  });
});

describe('what a write changes', () => {
  it('asks for keys on a creation, a rename or a site without keys, not on another change', () => {
    expect(changesSiteKeys(undefined, site('A'))).toBe(true);
    expect(changesSiteKeys(site('A', { searchKeys: [] }), site('B', { searchKeys: [] }))).toBe(true);
    expect(changesSiteKeys(site('A'), site('A', { active: false }))).toBe(true);
    expect(changesSiteKeys(site('A', { searchKeys: [] }), site('A', { searchKeys: [], active: false }))).toBe(false);
    expect(changesSiteKeys(site('A'), undefined)).toBe(false);
  });

  it('tells a keys-only write from a change the public pages show', () => {
    expect(onlySearchKeysChanged(site('A'), site('A', { searchKeys: ['ab'] }))).toBe(true);
    expect(onlySearchKeysChanged(site('A'), site('B', { searchKeys: ['ab'] }))).toBe(false);
    expect(onlySearchKeysChanged(undefined, site('A'))).toBe(false);
  });

  it('names the sites a mapping moved between', () => {
    expect(sitesOfDomainWrite(mapping('s1'), mapping('s2'))).toEqual(['s1', 's2']);
    expect(sitesOfDomainWrite(undefined, mapping('s1'))).toEqual(['s1']);
    expect(sitesOfDomainWrite(mapping('s1'), undefined)).toEqual(['s1']);
  });
});
