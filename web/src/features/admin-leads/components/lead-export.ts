import { receivedText } from './lead-card';
import { leadsCsv, type CsvColumn } from '../lib/lead-csv';
import type { LeadView } from '../lib/lead-view';
import type { LeadCollection, LeadEntity } from '../api/use-leads';

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

/** An inbox's leads as its CSV export: when received, the view's own columns, status, seen, note. */
export const leadViewCsv = <C extends LeadCollection, S extends string>(
  view: LeadView<C, S>,
  items: readonly LeadEntity<C>[],
): string => leadsCsv(items, csvColumns(view));
