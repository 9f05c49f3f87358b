/**
 * The documents Firestore bills this page for, as the drivers receive them: each document a read
 * or a listener delivers, an empty answer one, an aggregation one per 1,000 counted. In emulators
 * mode the app shows it as `window.comptoirReads` (read by `npm run bench:admin`).
 */
export const readMeter = { reads: 0 };

export function meterReads(documents: number, atLeastOne = true): void {
  readMeter.reads += atLeastOne ? Math.max(1, documents) : documents;
}
