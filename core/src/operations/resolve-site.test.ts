import { describe, expect, it } from 'vitest';
import { cachedFor, hostName, resolveHost } from './resolve-site';
import { storeWith } from './testing/fixtures';

const AT = new Date('2025-01-01T00:00:00.000Z');
const mapping = (siteId: string, active = true) => ({ siteId, active, createdAt: AT, updatedAt: AT });

describe('resolveHost', () => {
  it('finds the site of an active mapping, retrying without www.', async () => {
    const db = await storeWith({ 'domains/epicerie.fr': mapping('epicerie') });
    await expect(resolveHost(db, 'epicerie.fr')).resolves.toEqual({ siteId: 'epicerie', customDomain: true });
    await expect(resolveHost(db, 'WWW.Epicerie.fr:443')).resolves.toEqual({ siteId: 'epicerie', customDomain: true });
  });

  it('answers null for inactive or unknown hosts, localhost, IPs and hosting domains', async () => {
    const db = await storeWith({
      'domains/ferme.fr': mapping('ferme', false),
      'domains/localhost': mapping('epicerie'),
      'domains/demo.web.app': mapping('epicerie'),
    });
    for (const host of ['ferme.fr', 'inconnu.fr', 'localhost:5173', '127.0.0.1', 'demo.web.app', '']) {
      await expect(resolveHost(db, host)).resolves.toBeNull();
    }
  });

  it('never turns a malformed host into a document path', () => {
    expect(hostName('a/b')).toBeNull();
    expect(hostName('..')).toBeNull();
    expect(hostName('Boutique.FR.')).toBe('boutique.fr');
  });
});

describe('cachedFor', () => {
  it('keeps each key’s answer for its time, then reads again', async () => {
    let clock = 0;
    const reads: string[] = [];
    const read = (key: string) => {
      reads.push(key);
      return Promise.resolve(`${key}@${clock}`);
    };
    const cached = cachedFor(
      1_000,
      (key: string) => key,
      read,
      () => clock,
    );
    await expect(cached('a')).resolves.toBe('a@0');
    clock = 999;
    await expect(cached('a')).resolves.toBe('a@0');
    await expect(cached('b')).resolves.toBe('b@999');
    clock = 1_000;
    await expect(cached('a')).resolves.toBe('a@1000');
    expect(reads).toEqual(['a', 'b', 'a']);
  });
});
