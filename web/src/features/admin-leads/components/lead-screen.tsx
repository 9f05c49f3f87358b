import { Stack, Text } from '@chakra-ui/react';
import { formatNumber, momentIn, readEveryPage, refs, type Data, type OrderBy } from '@comptoir/core';
import { SearchX } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { EmptyState } from '@/components/site/empty-state';
import { CSV_TYPE, downloadFile } from '@/lib/download-file';
import { ConfirmDialog } from '@/components/admin/ui/confirm-dialog';
import { ShowMore } from '@/components/admin/lists/show-more';
import { useDrawnCount } from '@/components/admin/lists/use-drawn-count';
import { useStableHandlers } from '@/components/admin/lists/use-stable-handlers';
import { leadViewCsv } from './lead-export';
import { filterConditions, initialFilters, searchLeads } from '../lib/lead-filters';
import { LeadInbox, LeadList } from './lead-inbox';
import { LeadRow, type LeadRowHandlers } from './lead-row';
import { LeadToolbar } from './lead-toolbar';
import type { LeadView } from '../lib/lead-view';
import { StatusReasonDialog } from './status-reason-dialog';
import { useDeleteLead } from '../api/delete-lead';
import { useUpdateLead } from '../api/update-lead';
import type { LeadActionToasts } from '../hooks/use-lead-action';
import { useLeadPages, type LeadCollection, type LeadEntity } from '../api/use-leads';
import { useAdminCount } from '@/components/admin/data/use-admin-live';
import { useServices } from '@/lib/services-context';
import { useErrorToast } from '@/components/admin/ui/use-error-toast';

export interface LeadScreenProps<C extends LeadCollection, S extends string> {
  view: LeadView<C, S>;
  siteId: string;
  siteName: string;
  /** Above the list (the reservations' day sheet). */
  aside?: ReactNode;
}

const NEWEST_FIRST: readonly OrderBy[] = [['createdAt', 'desc']];
const UNSEEN = [['isViewed', '==', false]] as const;

/**
 * One inbox for every kind of lead: filters (queries, across every page) and a search of the loaded
 * pages, compact cards (details on demand on a phone), status, seen flag, reply by email, private
 * note, delete, « Afficher plus », and a CSV export that goes through every matching lead.
 */
export function LeadScreen<C extends LeadCollection, S extends string>({
  view,
  siteId,
  siteName,
  aside,
}: LeadScreenProps<C, S>) {
  const { db } = useServices();
  const updating = useUpdateLead(siteId, view.collection);
  const removing = useDeleteLead(siteId, view.collection);
  const pending = updating.pending ?? removing.pending;
  const [query, setQuery] = useState('');
  const [values, setValues] = useState(() => initialFilters(view.filters));
  const [deleting, setDeleting] = useState<LeadEntity<C> | null>(null);
  const [asking, setAsking] = useState<{ item: LeadEntity<C>; status: S } | null>(null);
  const [exported, setExported] = useState<number | null>(null);
  const [exportError, setExportError] = useState<Error | undefined>();
  useErrorToast(exportError, 'L’export a échoué. Réessayez.');
  const { texts, statuses } = view;
  const ref = refs.collection(siteId, view.collection);
  const spec = {
    where: filterConditions(view.filters, values, new Date()),
    orderBy: view.order?.(values) ?? NEWEST_FIRST,
  };
  const leads = useLeadPages(siteId, view.collection, spec);
  const total = useAdminCount(ref);
  const unseen = useAdminCount(ref, UNSEEN);
  const loaded = leads.state.data ?? [];
  const shown = searchLeads(loaded, query, view.searchable);
  const drawn = useDrawnCount(shown.length);
  const searching = query.trim() !== '';

  const update = (item: LeadEntity<C>, patch: Data, toasts: LeadActionToasts) => updating.run(toasts, item.id, patch);
  const setStatus = (item: LeadEntity<C>, status: S, reason: string) => {
    if (!statuses) return;
    const patch: Data = { status, isViewed: true, ...(statuses.withReason ? { statusReason: reason } : {}) };
    void update(item, patch, {
      success: `Statut mis à jour\u00a0: ${statuses.labels[status]}`,
      failure: texts.updateFailed,
    });
  };
  const handlers = useStableHandlers<LeadRowHandlers<C, S>>({
    choose: (item, status) =>
      statuses?.withReason?.includes(status) ? setAsking({ item, status }) : setStatus(item, status, ''),
    update,
    remove: setDeleting,
  });
  // Every lead the filters keep, read page by page (not only the loaded ones), then searched.
  const exportAll = async () => {
    setExported(0);
    setExportError(undefined);
    try {
      const every = await readEveryPage(db, ref, spec, { onPage: setExported });
      const rows = searchLeads(every, query, view.searchable);
      downloadFile(`${view.csv.name}-${momentIn(new Date()).date}.csv`, leadViewCsv(view, rows), CSV_TYPE);
    } catch (error) {
      setExportError(error instanceof Error ? error : new Error(String(error)));
    } finally {
      setExported(null);
    }
  };

  return (
    <Stack gap="4">
      {total.data !== undefined && total.data > 0 && (
        <Stack gap="3">
          <LeadToolbar
            searchLabel={texts.searchLabel}
            searchPlaceholder={texts.searchPlaceholder}
            query={query}
            onQuery={setQuery}
            filters={view.filters}
            values={values}
            onFilter={(id, value) => setValues((current) => ({ ...current, [id]: value }))}
            onExport={() => void exportAll()}
            exported={exported}
            exportDisabled={shown.length === 0}
          />
          {unseen.data !== undefined && (
            <Text fontWeight="medium" color={unseen.data ? 'brand.fg' : 'fg.muted'}>
              {texts.unseen(unseen.data)}
            </Text>
          )}
          {aside}
        </Stack>
      )}
      <LeadInbox state={leads.state} total={total.data} texts={texts} emptyIcon={view.icon}>
        {() =>
          shown.length === 0 ? (
            <EmptyState title={texts.noMatch(query.trim())} icon={SearchX} />
          ) : (
            <LeadList label={texts.list}>
              {shown.slice(0, drawn).map((item) => (
                <LeadRow
                  key={item.id}
                  item={item}
                  view={view}
                  siteName={siteName}
                  busy={pending === item.id}
                  handlers={handlers}
                />
              ))}
            </LeadList>
          )
        }
      </LeadInbox>
      {searching && leads.more && (
        <Text color="fg.muted" fontSize="sm">
          {`Recherche dans ce qui est affiché (${formatNumber(loaded.length)})\u00a0: «\u00a0Afficher plus\u00a0» pour chercher plus loin.`}
        </Text>
      )}
      <ShowMore list={leads} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        message={texts.deleteQuestion}
        onConfirm={() =>
          deleting ? removing.run({ success: texts.deleted, failure: texts.deleteFailed }, deleting.id) : undefined
        }
      />
      <StatusReasonDialog
        key={asking?.item.id ?? 'closed'}
        statusLabel={asking && statuses ? statuses.labels[asking.status] : null}
        itemLabel={asking ? view.title(asking.item) : ''}
        busy={asking !== null && pending === asking.item.id}
        onClose={() => setAsking(null)}
        onConfirm={(reason) => {
          if (!asking) return;
          setStatus(asking.item, asking.status, reason);
          setAsking(null);
        }}
      />
    </Stack>
  );
}
