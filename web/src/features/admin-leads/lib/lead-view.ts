import type { Data, OrderBy } from '@comptoir/core';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { LeadDetail } from '../components/lead-card';
import type { CsvColumn } from './lead-csv';
import type { FilterValues, LeadFilter } from './lead-filters';
import type { LeadCollection, LeadEntity } from '../api/use-leads';

/** A status a lead moves through, with its French label. */
export interface LeadStatuses<S extends string> {
  values: readonly S[];
  labels: Record<S, string>;
  /** Statuses after which the owner may say why (cancelled, declined). */
  withReason?: readonly S[];
}

/**
 * How one kind of lead (quote request, message, reservation) reads in the shared inbox: its texts,
 * card, filters, reply and export. The inbox does the rest the same way for every kind.
 */
export interface LeadView<C extends LeadCollection, S extends string = never> {
  collection: C;
  icon: LucideIcon;
  texts: {
    /** The list's accessible name and the export's file name: 'Demandes de devis'. */
    list: string;
    loading: string;
    loadFailed: string;
    empty: string;
    searchLabel: string;
    searchPlaceholder: string;
    /** Nothing left once searched and filtered ('' when only filters are set). */
    noMatch(query: string): string;
    unseen(count: number): string;
    seenLabels: { seen: string; unseen: string };
    seenToasts: { seen: string; unseen: string };
    deleteLabel(item: LeadEntity<C>): string;
    deleteQuestion: string;
    deleted: string;
    /** A status, seen flag or note that could not be saved. */
    updateFailed: string;
    deleteFailed: string;
  };
  title(item: LeadEntity<C>): string;
  subtitle(item: LeadEntity<C>): ReactNode;
  details(item: LeadEntity<C>): LeadDetail[];
  searchable(item: LeadEntity<C>): string[];
  /** The filters beside the search (status, seen, pick-up day…), run as the query's conditions. */
  filters: readonly LeadFilter[];
  /** The list's order for the chosen filters; newest first when absent. */
  order?(values: FilterValues): readonly OrderBy[];
  statuses?: LeadStatuses<S> & { of(item: LeadEntity<C>): S };
  reply(item: LeadEntity<C>, siteName: string): { to: string; subject: string; firstName: string; quoted: string };
  /** The export: its file name ('demandes-de-devis') and the columns of what the visitor sent. */
  csv: { name: string; columns: readonly CsvColumn<LeadEntity<C>>[] };
  /** Written with every change of the seen flag (messages stamp updatedAt). */
  touch?(): Data;
}
