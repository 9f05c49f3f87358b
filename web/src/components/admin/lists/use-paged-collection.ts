import {
  cursorAt,
  watchCollection,
  type CollectionRef,
  type DocSchema,
  type Entity,
  type OrderBy,
  type QuerySpec,
  type StartCursor,
} from '@comptoir/core';
import { useState } from 'react';
import { useAdminLiveAll, type LiveState } from '@/components/admin/data/use-admin-live';
import { useServices } from '@/lib/services-context';

/** How many items a list shows at first, and adds with each « Afficher plus ». */
export const PAGE_SIZE = 25;

export interface PagedSpec extends Pick<QuerySpec, 'where'> {
  orderBy: readonly OrderBy[];
}

export interface PagedList<T> {
  /** Every loaded page, in the list's order (loading until the first page is there). */
  state: LiveState<T[]>;
  /** More items may follow the loaded ones. */
  more: boolean;
  /** A further page is on its way. */
  loadingMore: boolean;
  showMore(): void;
}

/** Merges the pages in order; a page starts at the last item of the one before, so it is kept once. */
function merge<T extends { id: string }>(pages: readonly T[][]): T[] {
  const seen = new Set<string>();
  return pages.flat().filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
}

/**
 * A list read page by page, every loaded page live. The first page is the query's first `size`
 * items; each further page starts at the last item then loaded (included) and holds `size` more.
 * Starting at that item rather than after it means a lead arriving at the top, which pushes the
 * first page's last item out of it, cannot drop that item from the screen: the next page still
 * holds it. A page costs at most `size + 1` reads.
 */
export function usePagedCollection<S extends DocSchema>(
  ref: CollectionRef<S>,
  spec: PagedSpec,
  size = PAGE_SIZE,
  /** False reads nothing (the list stays loading): for a screen that shows another list to some users. */
  enabled = true,
): PagedList<Entity<S>> {
  const { db } = useServices();
  const base = JSON.stringify([ref.path, spec, size]);
  // The pages loaded belong to one query and page size: another filter starts again from its first page.
  const [loaded, setLoaded] = useState<{ base: string; starts: StartCursor[] }>({ base, starts: [] });
  const starts = loaded.base === base ? loaded.starts : [];
  const queries: QuerySpec[] = [
    { ...spec, limit: size },
    ...starts.map((start) => ({ ...spec, start, limit: size + 1 })),
  ];
  const pages = useAdminLiveAll(
    (enabled ? queries : []).map((query) => ({
      key: ['paged', ref.path, spec, size, query.start ?? null],
      source: () => watchCollection(db, ref, query),
    })),
  );
  const [first, ...further] = pages;
  const last = pages.at(-1);
  const failed = pages.find((page) => page.status === 'error');
  const state: LiveState<Entity<S>[]> =
    failed?.status === 'error'
      ? failed
      : first?.status === 'success'
        ? { status: 'success', data: merge(pages.flatMap((page) => (page.data ? [page.data] : []))) }
        : { status: 'loading' };
  const lastLimit = queries.at(-1)?.limit ?? size;
  return {
    state,
    loadingMore: further.some((page) => page.status === 'loading'),
    more: last?.status === 'success' && last.data.length >= lastLimit,
    showMore() {
      const items = state.data;
      const end = items?.at(-1);
      if (!end || last?.status !== 'success') return;
      setLoaded({ base, starts: [...starts, cursorAt(end, spec.orderBy, true)] });
    },
  };
}
