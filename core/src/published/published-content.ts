import { z } from 'zod';
import type { Data } from '../port/data-port';
import { readDates, writeDates } from '../port/dated-json';
import { PUBLISHED_COLLECTIONS, PUBLISHED_GROUPS, publishedPaths, type PublishedGroup } from './published-paths';

/** A document under a site, by its path below `sites/{siteId}` ('' for the site itself). */
export type PublishedEntry = readonly [relativePath: string, data: Data];

/**
 * The most a part's content may weigh (UTF-8 bytes): Firestore refuses a document over 1 MiB, and
 * a phone downloads the whole part. The scale seed's 300 products (up to 10 variants) fit in one;
 * 300 × 10 with every text at its longest need 18.
 */
export const PART_BYTES = 600_000;

const partCount = z.number().int().min(0);

/** `published/{siteId}`. */
export const publishedMainSchema = z.object({
  /** The time of the write the content includes (the trigger's event): an older rebuild never replaces it. */
  version: z.date(),
  /** Parts per group (the site group's first part is this document's `content`). */
  parts: z.object({ site: partCount, catalogue: partCount }),
  /** The site was deleted: nothing is shown, and a late rebuild cannot bring it back. */
  deleted: z.boolean(),
  /** JSON of the entries (`encodeEntries`). */
  content: z.string(),
});
export type PublishedMain = z.output<typeof publishedMainSchema>;

/** `published/{siteId}/parts/{group}-{index}`. */
export const publishedPartSchema = publishedMainSchema.pick({ version: true, content: true });

/** JSON with timestamps kept: one string field, never indexed field by field. */
export const encodeEntries = (entries: readonly PublishedEntry[]): string => JSON.stringify(entries, writeDates);

export const decodeEntries = (content: string): PublishedEntry[] => JSON.parse(content, readDates) as PublishedEntry[];

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/**
 * Entries cut into parts of at most `maxBytes` each, in order (none for none). One entry is never
 * cut: one heavier than that has a part of its own (only the sandbox has such documents: Firestore's
 * own limit is 1 MiB a document).
 */
export function packParts(entries: readonly PublishedEntry[], maxBytes = PART_BYTES): string[] {
  const parts: string[] = [];
  let current: PublishedEntry[] = [];
  let bytes = 2;
  for (const entry of entries) {
    const size = utf8Bytes(encodeEntries([entry])) - 1;
    if (current.length > 0 && bytes + size > maxBytes) {
      parts.push(encodeEntries(current));
      current = [];
      bytes = 2;
    }
    current.push(entry);
    bytes += size;
  }
  if (current.length > 0) parts.push(encodeEntries(current));
  return parts;
}

/** The group a document below a site belongs to. */
function groupOf(relativePath: string): PublishedGroup {
  const collection = relativePath.split('/')[0] ?? '';
  return (PUBLISHED_COLLECTIONS as Record<string, PublishedGroup | undefined>)[collection] ?? 'site';
}

/** The back office's search keys are no page's business: every visitor would download them. */
function withoutSearchKeys(site: Data): Data {
  const { searchKeys: _unpublished, ...shown } = site;
  return shown;
}

export interface PublishedDocument {
  path: string;
  data: Data;
}

/**
 * A site's published documents from its public documents (the site's own first): the main one and
 * its parts. The seed and the rebuild make them the same way.
 */
export function publishedDocuments(
  siteId: string,
  entries: readonly PublishedEntry[],
  version: Date,
): { main: PublishedDocument; parts: PublishedDocument[] } {
  const shown = entries.map(([path, data]): PublishedEntry => [path, path === '' ? withoutSearchKeys(data) : data]);
  const packed = Object.fromEntries(
    PUBLISHED_GROUPS.map((group) => [group, packParts(shown.filter(([path]) => groupOf(path) === group))]),
  ) as Record<PublishedGroup, string[]>;
  const [siteFirst = '[]', ...siteRest] = packed.site;
  const parts = [
    ...siteRest.map((content, index) => ({ group: 'site' as const, index: index + 1, content })),
    ...packed.catalogue.map((content, index) => ({ group: 'catalogue' as const, index, content })),
  ];
  const main: PublishedMain = {
    version,
    parts: { site: Math.max(1, packed.site.length), catalogue: packed.catalogue.length },
    deleted: false,
    content: siteFirst,
  };
  return {
    main: { path: publishedPaths.main(siteId), data: { ...main } },
    parts: parts.map(({ group, index, content }) => ({
      path: publishedPaths.part(siteId, group, index),
      data: { version, content },
    })),
  };
}

/** What a deleted site leaves: no content, and the time of its deletion. */
export function deletedSiteMain(version: Date): Data {
  const main: PublishedMain = { version, parts: { site: 1, catalogue: 0 }, deleted: true, content: '[]' };
  return { ...main };
}

/** The paths of a main document's parts (besides the main itself). */
export function partPaths(siteId: string, parts: Record<PublishedGroup, number>): string[] {
  return PUBLISHED_GROUPS.flatMap((group) =>
    Array.from({ length: parts[group] }, (_, index) => index)
      .filter((index) => group !== 'site' || index > 0)
      .map((index) => publishedPaths.part(siteId, group, index)),
  );
}
