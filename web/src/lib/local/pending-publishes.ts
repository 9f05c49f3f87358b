const KEY = 'comptoir:pending-publishes';

export interface KeptRepublish {
  (siteId: string, changedAt: Date): Promise<unknown>;
  /** Rebuilds what a page left unfinished (a reload, a link followed right after a save). */
  resume(now: Date): void;
}

/**
 * The sandbox rebuilds a site's published documents in the tab that wrote: a page left before the
 * rebuild is done would leave them behind until the site's next change. Each rebuild is noted in
 * Web Storage (which outlives the page) until it is done, and the next page to start does the ones
 * left.
 */
export function keptAcrossPages(
  republish: (siteId: string, changedAt: Date) => Promise<unknown>,
  storage: Storage,
): KeptRepublish {
  const read = (): Record<string, number> => {
    try {
      return JSON.parse(storage.getItem(KEY) ?? '{}') as Record<string, number>;
    } catch {
      return {};
    }
  };
  const write = (pending: Record<string, number>) =>
    Object.keys(pending).length > 0 ? storage.setItem(KEY, JSON.stringify(pending)) : storage.removeItem(KEY);
  const kept = (siteId: string, changedAt: Date) => {
    const at = changedAt.getTime();
    write({ ...read(), [siteId]: Math.max(at, read()[siteId] ?? 0) });
    return republish(siteId, changedAt).then((result) => {
      const pending = read();
      // A later change's rebuild, still running, keeps its note.
      if ((pending[siteId] ?? 0) <= at) {
        delete pending[siteId];
        write(pending);
      }
      return result;
    });
  };
  kept.resume = (now: Date) => {
    for (const siteId of Object.keys(read())) kept(siteId, now).catch(() => undefined);
  };
  return kept;
}
