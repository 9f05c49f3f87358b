import { Stack, Text } from '@chakra-ui/react';
import { momentIn, type Data } from '@comptoir/core';
import { SearchX } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { EmptyState } from '@/components/site/empty-state';
import { downloadFile } from '@/lib/download-file';
import { ConfirmDialog } from '@/components/admin/ui/confirm-dialog';
import { DeleteLeadButton, LeadCard, LeadDetails, ViewedToggle, receivedText } from './lead-card';
import { leadsCsv, type CsvColumn } from '../lib/lead-csv';
import { filterLeads, initialFilters } from '../lib/lead-filters';
import { LeadInbox, LeadList } from './lead-inbox';
import { LeadNote } from './lead-note';
import { LeadStatusSelect } from './lead-status-select';
import { LeadToolbar } from './lead-toolbar';
import type { LeadView } from '../lib/lead-view';
import { ReplyButton } from './reply-button';
import { StatusReasonDialog } from './status-reason-dialog';
import { useDeleteLead } from '../api/delete-lead';
import { useUpdateLead } from '../api/update-lead';
import type { LeadActionToasts } from '../hooks/use-lead-action';
import { useLeads, type LeadCollection, type LeadEntity } from '../api/use-leads';

const CSV_TYPE = 'text/csv;charset=utf-8';

export interface LeadScreenProps<C extends LeadCollection, S extends string> {
  view: LeadView<C, S>;
  siteId: string;
  siteName: string;
  /** Above the list, given every lead (the reservations' day sheet). */
  aside?(all: LeadEntity<C>[]): ReactNode;
}

/** The columns every export ends with: when, status, seen, the owner's note. */
function csvColumns<C extends LeadCollection, S extends string>(view: LeadView<C, S>) {
  const { statuses } = view;
  const columns: CsvColumn<LeadEntity<C>>[] = [
    { header: 'Reçu le', value: (item) => receivedText(item.createdAt).replace('Reçu le ', '') },
    ...view.csv.columns,
  ];
  if (statuses) columns.push({ header: 'Statut', value: (item) => statuses.labels[statuses.of(item)] });
  columns.push(
    { header: 'Vu', value: (item) => (item.isViewed ? 'Oui' : 'Non') },
    { header: 'Note privée', value: (item) => item.ownerNote },
  );
  return columns;
}

/**
 * One inbox for every kind of lead: search and filters, compact cards (details on demand on a
 * phone), status, seen flag, reply by email, private note, delete, CSV export of what is shown.
 */
export function LeadScreen<C extends LeadCollection, S extends string>({
  view,
  siteId,
  siteName,
  aside,
}: LeadScreenProps<C, S>) {
  const leads = useLeads(siteId, view.collection);
  const updating = useUpdateLead(siteId, view.collection);
  const removing = useDeleteLead(siteId, view.collection);
  const pending = updating.pending ?? removing.pending;
  const [query, setQuery] = useState('');
  const [values, setValues] = useState(() => initialFilters(view.filters));
  const [deleting, setDeleting] = useState<LeadEntity<C> | null>(null);
  const [asking, setAsking] = useState<{ item: LeadEntity<C>; status: S } | null>(null);
  const { texts, statuses } = view;
  const all = leads.data ?? [];
  const unseen = all.filter((item) => !item.isViewed).length;
  const shown = filterLeads(view.compare ? [...all].sort(view.compare) : all, {
    filters: view.filters,
    values,
    query,
    searchable: view.searchable,
    now: new Date(),
  });

  const update = (item: LeadEntity<C>, patch: Data, toasts: LeadActionToasts) => updating.run(toasts, item.id, patch);
  const setStatus = (item: LeadEntity<C>, status: S, reason: string) => {
    if (!statuses) return;
    const patch: Data = { status, isViewed: true, ...(statuses.withReason ? { statusReason: reason } : {}) };
    void update(item, patch, {
      success: `Statut mis à jour\u00a0: ${statuses.labels[status]}`,
      failure: texts.updateFailed,
    });
  };
  const exportShown = () =>
    downloadFile(`${view.csv.name}-${momentIn(new Date()).date}.csv`, leadsCsv(shown, csvColumns(view)), CSV_TYPE);

  return (
    <Stack gap="4">
      {leads.status === 'success' && all.length > 0 && (
        <Stack gap="3">
          <LeadToolbar
            searchLabel={texts.searchLabel}
            searchPlaceholder={texts.searchPlaceholder}
            query={query}
            onQuery={setQuery}
            filters={view.filters}
            values={values}
            onFilter={(id, value) => setValues((current) => ({ ...current, [id]: value }))}
            onExport={exportShown}
            exportDisabled={shown.length === 0}
          />
          <Text fontWeight="medium" color={unseen ? 'brand.fg' : 'fg.muted'}>
            {texts.unseen(unseen)}
          </Text>
          {aside?.(all)}
        </Stack>
      )}
      <LeadInbox state={leads} texts={texts} emptyIcon={view.icon}>
        {() =>
          shown.length === 0 ? (
            <EmptyState title={texts.noMatch(query.trim())} icon={SearchX} />
          ) : (
            <LeadList label={texts.list}>
              {shown.map((item) => {
                const title = view.title(item);
                const busy = pending === item.id;
                return (
                  <LeadCard
                    key={item.id}
                    id={item.id}
                    unseen={!item.isViewed}
                    title={title}
                    subtitle={view.subtitle(item)}
                    receivedAt={item.createdAt}
                    actions={
                      <>
                        {statuses && (
                          <LeadStatusSelect
                            statuses={statuses}
                            status={statuses.of(item)}
                            disabled={busy}
                            onChange={(status) =>
                              statuses.withReason?.includes(status)
                                ? setAsking({ item, status })
                                : setStatus(item, status, '')
                            }
                          />
                        )}
                        <ViewedToggle
                          viewed={item.isViewed}
                          labels={texts.seenLabels}
                          itemLabel={title}
                          loading={busy}
                          onToggle={(isViewed) =>
                            void update(
                              item,
                              { isViewed, ...view.touch?.() },
                              {
                                success: isViewed ? texts.seenToasts.seen : texts.seenToasts.unseen,
                                failure: texts.updateFailed,
                              },
                            )
                          }
                        />
                        <ReplyButton
                          reply={{ ...view.reply(item, siteName), receivedAt: item.createdAt }}
                          itemLabel={title}
                        />
                        <DeleteLeadButton
                          label={texts.deleteLabel(item)}
                          busy={busy}
                          onDelete={() => setDeleting(item)}
                        />
                      </>
                    }
                  >
                    <LeadDetails items={view.details(item)} />
                    <LeadNote
                      note={item.ownerNote}
                      itemLabel={title}
                      busy={busy}
                      onSave={(ownerNote) =>
                        update(
                          item,
                          { ownerNote },
                          { success: 'Note enregistrée', failure: 'Impossible d’enregistrer la note.' },
                        )
                      }
                    />
                  </LeadCard>
                );
              })}
            </LeadList>
          )
        }
      </LeadInbox>
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
