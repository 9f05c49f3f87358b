import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { audienceSummarySchema, audienceTotalsSchema } from '../model/stats-refs';
import { IMAGE_WIDTHS, imageWidthPath, isSizedImage } from '../domain/image-widths';
import { SITE_COLLECTIONS, segment, type DocSchema } from '../model/refs';
import { recipientsSchema } from '../model/recipient-refs';
import { legalDetailsSchema } from '../model/legal';
import { platformDetailsSchema } from '../model/platform';
import { participantSchema } from '../model/content';
import { publishedMainSchema, publishedPartSchema } from '../published/published-content';
import { domainSchema } from '../model/domain';
import type { SpecialPeriod } from '../model/hours';
import { PAGE_SCHEMAS } from '../model/pages';
import type { Product } from '../model/products';
import { siteSchema, sitePrivateSchema } from '../model/site';
import { sitePaymentsSchema } from '../model/payment-refs';
import { roleSchema, userSchema } from '../model/user';
import { isoDayFrom } from './dates';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD_HASH,
  SANDBOX_ACCOUNTS,
  sandboxAccountDocuments,
  seedDocuments,
  type SeedDocument,
} from './index';

const NOW = new Date('2026-11-22T10:30:00Z');
const PUBLIC_DIR = fileURLToPath(new URL('../../../web/public', import.meta.url));
const docs = seedDocuments(NOW);

const sandboxAccountSchema = z.strictObject({
  email: z.email(),
  passwordHash: z.string().length(64),
  role: roleSchema,
});

const has = <T extends object>(table: T, key: string | undefined): key is Extract<keyof T, string> =>
  key !== undefined && Object.hasOwn(table, key);

/** The schema a document must satisfy, read from its path alone. */
function schemaFor(path: string): DocSchema | null {
  const parts = path.split('/');
  const [root, , sub, subId, subSub] = parts;
  if (parts.length === 2) {
    return (
      (
        {
          users: userSchema,
          domains: domainSchema,
          sites: siteSchema,
          platform: platformDetailsSchema,
          audienceSummaries: audienceSummarySchema,
          published: publishedMainSchema,
          [SANDBOX_ACCOUNTS]: sandboxAccountSchema,
        } as Record<string, DocSchema>
      )[root ?? ''] ?? null
    );
  }
  if (root === 'published' && sub === 'parts' && parts.length === 4) return publishedPartSchema;
  if (root !== 'sites') return null;
  if (parts.length === 4) {
    if (sub === 'private')
      return (
        (
          { settings: sitePrivateSchema, recipients: recipientsSchema, payments: sitePaymentsSchema } as Record<
            string,
            DocSchema
          >
        )[subId ?? ''] ?? null
      );
    if (sub === 'pages')
      return subId === 'legal' ? legalDetailsSchema : has(PAGE_SCHEMAS, subId) ? PAGE_SCHEMAS[subId] : null;
    if (sub === 'stats' || sub === 'statMonths' || sub === 'statShards') return audienceTotalsSchema;
    return has(SITE_COLLECTIONS, sub) ? SITE_COLLECTIONS[sub] : null;
  }
  if (parts.length === 6 && sub === 'events' && subSub === 'participants') return participantSchema;
  return null;
}

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object' && !(value instanceof Date)) return Object.values(value).flatMap(stringsIn);
  return [];
}

/** The seed's images as the data names them: drawings, and the widest file of each photo. */
function imageFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? imageFilesUnder(join(dir, entry.name))
      : entry.name.endsWith('.svg') || isSizedImage(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

const under = (prefix: string) => docs.filter((doc) => doc.path.startsWith(prefix));
const dataOf = (path: string) => docs.find((doc) => doc.path === path)?.data;
const products = (siteId: string) => under(`sites/${siteId}/products/`).map((doc) => doc.data as Product);
const uidOf = (email: string) => DEMO_ACCOUNTS.find((account) => account.email === email)?.uid;

describe('seedDocuments', () => {
  afterEach(() => vi.restoreAllMocks());

  it('finds no schema for paths outside the data model', () => {
    for (const path of [
      'sites/a/bogus/b',
      'sites/a/pages/contact',
      'sites/a/private/other',
      'orders/x',
      'sites/a/events/e/likes/u',
    ]) {
      expect(schemaFor(path), path).toBeNull();
    }
  });

  it('gives every document a schema it satisfies as stored', () => {
    for (const { path, data } of [...docs, ...sandboxAccountDocuments()]) {
      const schema = schemaFor(path);
      expect(schema, `no schema for ${path}`).not.toBeNull();
      const result = schema?.safeParse(data);
      expect(result?.success, `${path}: ${result?.error?.message ?? ''}`).toBe(true);
      if (schema !== sandboxAccountSchema) expect(result?.data).toEqual(data);
    }
  });

  it('uses valid, unique paths', () => {
    const paths = docs.map((doc) => doc.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) {
      const parts = path.split('/');
      expect(parts.length % 2, path).toBe(0);
      parts.forEach((part) => expect(() => segment(part), path).not.toThrow());
    }
  });

  it('references only images that exist under web/public', () => {
    const urls = docs.flatMap((doc) => stringsIn(doc.data)).filter((s) => s.startsWith('/seed/'));
    expect(urls.length).toBeGreaterThan(40);
    for (const url of urls) expect(existsSync(join(PUBLIC_DIR, url)), url).toBe(true);
  });

  it('gives the épicerie’s photos every stored width, at a photo’s weight', () => {
    const photos = docs
      .filter((doc) => doc.path.startsWith('sites/epicerie-du-marche'))
      .flatMap((doc) => stringsIn(doc.data))
      .filter((url) => url.startsWith('/seed/') && isSizedImage(url));
    expect(new Set(photos).size).toBeGreaterThan(30);
    for (const url of photos)
      for (const width of IMAGE_WIDTHS) {
        const file = join(PUBLIC_DIR, imageWidthPath(url, width));
        expect(existsSync(file), file).toBe(true);
        // A 400 px photo weighs several kilobytes, a drawing's raster far less.
        if (width === 400) expect(statSync(file).size, file).toBeGreaterThan(8_000);
      }
  });

  it('uses every generated seed image', () => {
    const used = new Set(docs.flatMap((doc) => stringsIn(doc.data)));
    const files = imageFilesUnder(join(PUBLIC_DIR, 'seed')).map(
      (file) => `/${relative(PUBLIC_DIR, file).split('\\').join('/')}`,
    );
    expect(files.filter((url) => !used.has(url))).toEqual([]);
  });

  it('gives the same output for the same now, without Math.random', () => {
    const random = vi.spyOn(Math, 'random');
    expect(seedDocuments(new Date(NOW))).toEqual(docs);
    expect(random).not.toHaveBeenCalled();
  });

  it('moves dated content along with now', () => {
    const later = seedDocuments(new Date('2027-06-03T09:00:00Z'));
    const dateOf = (list: SeedDocument[]) =>
      list.find((doc) => doc.path.endsWith('/events/evt-soiree-vins'))?.data.date;
    expect(dateOf(docs)).toBe('30 décembre 2026');
    expect(dateOf(later)).toBe('11 juillet 2027');
  });
});

describe('platform documents', () => {
  it('mirrors the three demo accounts in users/{uid}', () => {
    for (const account of DEMO_ACCOUNTS) {
      expect(dataOf(`users/${account.uid}`)).toMatchObject({ email: account.email, role: account.role });
    }
    expect(under('users/')).toHaveLength(3);
  });

  it('gives each demo site its owner, and the empty shop none', () => {
    expect(dataOf('sites/epicerie-du-marche')?.ownerId).toBe(uidOf('owner@demo.test'));
    expect(dataOf('sites/traiteur-saveurs')?.ownerId).toBe(uidOf('owner2@demo.test'));
    expect(dataOf('sites/boutique-vide')?.ownerId).toBeNull();
  });

  it('maps the demo hosts to their sites, all active', () => {
    const mappings = Object.fromEntries(under('domains/').map((doc) => [doc.path.slice('domains/'.length), doc.data]));
    expect(Object.keys(mappings).sort()).toEqual(
      ['epicerie-du-marche.fr', 'epicerie.localhost', 'traiteur.localhost', 'www.epicerie-du-marche.fr'].sort(),
    );
    expect(mappings['epicerie-du-marche.fr']).toMatchObject({ siteId: 'epicerie-du-marche', active: true });
    expect(mappings['www.epicerie-du-marche.fr']).toMatchObject({ siteId: 'epicerie-du-marche', active: true });
    expect(mappings['epicerie.localhost']).toMatchObject({ siteId: 'epicerie-du-marche', active: true });
    expect(mappings['traiteur.localhost']).toMatchObject({ siteId: 'traiteur-saveurs', active: true });
  });

  it('shows merchant email 1 on the public contact, as the settings screen saves it', () => {
    for (const siteId of ['epicerie-du-marche', 'traiteur-saveurs']) {
      const contact = siteSchema.parse(dataOf(`sites/${siteId}`)).contact;
      const settings = sitePrivateSchema.parse(dataOf(`sites/${siteId}/private/settings`));
      expect(contact.email).toBe(settings.merchantEmails[0]);
    }
  });

  it('stores each sandbox account with the demo password digest and its role', () => {
    expect(sandboxAccountDocuments()).toEqual(
      DEMO_ACCOUNTS.map((account) => ({
        path: `${SANDBOX_ACCOUNTS}/${account.uid}`,
        data: { email: account.email, passwordHash: DEMO_PASSWORD_HASH, role: account.role },
      })),
    );
  });
});

describe('epicerie-du-marche', () => {
  const all = products('epicerie-du-marche');
  const byId = (id: string) => dataOf(`sites/epicerie-du-marche/products/${id}`) as Product | undefined;

  it('has at least four featured active products', () => {
    expect(all.filter((p) => p.isFeatured && p.isActive).length).toBeGreaterThanOrEqual(4);
  });

  it('has a product with several variants, one all in store, a mix and an inactive one', () => {
    expect(byId('prod-miel-lavande')?.variants).toHaveLength(3);
    expect(byId('prod-fromages-coupe')?.variants.every((v) => v.priceInStore && v.price === null)).toBe(true);
    const mix = byId('prod-confitures')?.variants ?? [];
    expect(mix.some((v) => v.priceInStore) && mix.some((v) => !v.priceInStore && (v.price ?? 0) > 0)).toBe(true);
    expect(byId('prod-fraises-carpentras')?.isActive).toBe(false);
  });

  it('copies the first variant into the product and keeps variant ids unique', () => {
    for (const product of all) {
      const [first] = product.variants;
      expect(first).toBeDefined();
      expect(product).toMatchObject({
        price: first?.price,
        priceUnit: first?.priceUnit,
        priceInStore: first?.priceInStore,
        imageUrl: first?.imageUrl,
      });
    }
    const ids = docs.flatMap((doc) =>
      doc.path.includes('/products/') ? (doc.data as Product).variants.map((v) => v.id) : [],
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('spreads product creation over the last 60 days, some within 30', () => {
    const ages = all.map((p) => (NOW.getTime() - p.createdAt.getTime()) / 86_400_000);
    expect(Math.max(...ages)).toBeLessThanOrEqual(60);
    expect(ages.filter((age) => age <= 30).length).toBeGreaterThanOrEqual(4);
  });

  it('has an upcoming special period within two months and a closed single day', () => {
    const periods = under('sites/epicerie-du-marche/specialPeriods/').map((doc) => doc.data as SpecialPeriod);
    const upcoming = periods.filter((p) => p.startDate >= isoDayFrom(NOW, 0) && p.startDate <= isoDayFrom(NOW, 60));
    expect(upcoming.some((p) => !p.isSingleDay && p.days.length === 7)).toBe(true);
    expect(upcoming.some((p) => p.isSingleDay && p.isPeriodClosed && p.startDate === p.endDate)).toBe(true);
  });

  it('has upcoming events with French dates and participants', () => {
    const events = under('sites/epicerie-du-marche/events/').map((doc) => doc.data);
    expect(events.length).toBeGreaterThanOrEqual(3);
    for (const event of events) {
      expect(event.date).toMatch(/^\d{1,2}(er)? [a-zéû]+ \d{4}$/);
      expect(event.participationCount).toBeGreaterThan(0);
    }
  });

  it('has a week of hours with a lunch break and a closed Monday', () => {
    const week = (dataOf('sites/epicerie-du-marche/pages/hours')?.week ?? []) as {
      dayOfWeek: number;
      isClosed: boolean;
      afternoonOpen: string | null;
    }[];
    expect(week.map((d) => d.dayOfWeek)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(week[1]?.isClosed).toBe(true);
    expect(week[2]?.afternoonOpen).toBe('14:30');
  });

  it('gives the back office leads in every status, seen and unseen', () => {
    const quotes = under('sites/epicerie-du-marche/quoteRequests/').map((doc) => doc.data);
    expect(new Set(quotes.map((q) => q.status))).toEqual(new Set(['new', 'in_progress', 'completed']));
    expect(new Set(quotes.map((q) => q.isViewed))).toEqual(new Set([true, false]));
    const messages = under('sites/epicerie-du-marche/contactMessages/').map((doc) => doc.data);
    expect(new Set(messages.map((m) => m.isViewed))).toEqual(new Set([true, false]));
    expect(under('sites/epicerie-du-marche/notifications/')).toEqual([]);
  });
});

describe('traiteur-saveurs and boutique-vide', () => {
  it('leaves the traiteur partly filled: no featured products, events, testimonials or about content', () => {
    expect(products('traiteur-saveurs').length).toBeGreaterThan(0);
    expect(products('traiteur-saveurs').some((p) => p.isFeatured)).toBe(false);
    for (const empty of [
      'events',
      'testimonials',
      'journeySteps',
      'values',
      'teamMembers',
      'partners',
      'pages/about',
    ]) {
      expect(under(`sites/traiteur-saveurs/${empty}`), empty).toEqual([]);
    }
  });

  it('gives boutique-vide nothing but its site document (and its published copy)', () => {
    expect(docs.filter((doc) => doc.path.includes('boutique-vide')).map((doc) => doc.path)).toEqual([
      'sites/boutique-vide',
      'published/boutique-vide',
    ]);
    expect(siteSchema.parse(dataOf('sites/boutique-vide')).name).toBe('Boutique Vide');
  });
});
