import type { z } from 'zod';
import type { DataPort, Write } from '../port/data-port';
import { FunctionError } from '../port/functions-port';
import { RECIPIENT_CONFIRMATIONS } from '../model/recipient-refs';
import { SITE_COLLECTIONS, refs, segment } from '../model/refs';
import { statDaysRef, statMonthsRef, statShardsRef } from '../model/stats-refs';
import { deleteSiteInput, type deleteSiteOutput } from '../model/callables';
import type { AccountsPort } from './accounts-port';
import { parseInput, requireCurrentAdmin, type Caller } from './caller';

export const DELETE_SITE_NAME_MISMATCH = 'Le nom saisi ne correspond pas au nom du site.';

/** The site's stored files (images), removed with it. */
export interface SiteFilesPort {
  /** Deletes every file under sites/{siteId}/ and resolves with how many there were. */
  deleteSiteFiles(siteId: string): Promise<number>;
}

/** Firestore commits at most 500 writes at once. */
const BATCH_SIZE = 400;

async function removeAll(db: DataPort, paths: readonly string[]): Promise<void> {
  for (let start = 0; start < paths.length; start += BATCH_SIZE) {
    const writes: Write[] = paths.slice(start, start + BATCH_SIZE).map((path) => ({ kind: 'remove', path }));
    await db.batch(writes);
  }
}

/**
 * Every document of a site below its own document: pages (legal details included), private documents
 * (settings, confirmed recipients, email counters), audience totals, content, leads, participants.
 */
async function siteDocumentPaths(db: DataPort, siteId: string): Promise<string[]> {
  const paths: string[] = [];
  const site = `sites/${segment(siteId)}`;
  const stats = [statDaysRef, statMonthsRef, statShardsRef].map((ref) => ref(siteId).path);
  for (const path of [`${site}/private`, `${site}/pages`, ...stats]) {
    paths.push(...(await db.query(path)).map((doc) => doc.path));
  }
  for (const name of Object.keys(SITE_COLLECTIONS) as (keyof typeof SITE_COLLECTIONS)[]) {
    const docs = await db.query(refs.collection(siteId, name).path);
    paths.push(...docs.map((doc) => doc.path));
    if (name === 'events') {
      for (const event of docs) {
        const participants = await db.query(`${event.path}/participants`);
        paths.push(...participants.map((doc) => doc.path));
      }
    }
  }
  return paths;
}

/**
 * An administrator deletes a site for good, after typing its name: its content, leads, images,
 * domain mappings and pending address confirmations go with it, the site document last (a failure half-way leaves the site listed,
 * so the deletion can be run again).
 */
export async function deleteSite(
  db: DataPort,
  files: SiteFilesPort,
  accounts: Pick<AccountsPort, 'find'>,
  caller: Caller | null,
  input: unknown,
): Promise<z.output<typeof deleteSiteOutput>> {
  await requireCurrentAdmin(accounts, caller);
  const { siteId, confirmName } = parseInput(deleteSiteInput, input);
  const site = await db.get(refs.site(siteId).path);
  if (!site) throw new FunctionError('not-found', 'Site introuvable.');
  if (confirmName.trim() !== String(site.data.name).trim()) {
    throw new FunctionError('failed-precondition', DELETE_SITE_NAME_MISMATCH);
  }
  const domains = await db.query(refs.domains().path, { where: [['siteId', '==', siteId]] });
  // Its pending confirmation links go too: none may confirm an address on a site made later.
  const links = await db.query(RECIPIENT_CONFIRMATIONS, { where: [['siteId', '==', siteId]] });
  const documents = [...(await siteDocumentPaths(db, siteId)), ...links.map((doc) => doc.path)];
  await removeAll(db, [...domains.map((doc) => doc.path), ...documents]);
  const fileCount = await files.deleteSiteFiles(siteId);
  await db.remove(refs.site(siteId).path);
  return { siteId, documents: documents.length + 1, domains: domains.length, files: fileCount };
}
