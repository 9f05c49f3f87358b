import { matchesSearch, type Where } from '@comptoir/core';

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * One select beside the search: its label, its choices (the first one shows everything), and
 * what a choice asks of the query — filters run in Firestore, across every page.
 */
export interface LeadFilter {
  id: string;
  label: string;
  options: readonly FilterOption[];
  /** The choice selected when the screen opens; the first option when absent. */
  initial?: string;
  where(value: string, now: Date): Where[];
}

export const ALL = 'all';

/** 'Statut': every status, or one. */
export function statusFilter<S extends string>(values: readonly S[], labels: Record<S, string>): LeadFilter {
  return {
    id: 'status',
    label: 'Statut',
    options: [{ value: ALL, label: 'Tous les statuts' }, ...values.map((value) => ({ value, label: labels[value] }))],
    where: (value) => (value === ALL ? [] : [['status', '==', value]]),
  };
}

/** 'Lecture': everything, only the unseen, only the seen. */
export function seenFilter(labels: { unseen: string; seen: string }): LeadFilter {
  return {
    id: 'seen',
    label: 'Lecture',
    options: [
      { value: ALL, label: 'Toutes' },
      { value: 'unseen', label: labels.unseen },
      { value: 'seen', label: labels.seen },
    ],
    where: (value) => (value === ALL ? [] : [['isViewed', '==', value === 'seen']]),
  };
}

export type FilterValues = Record<string, string>;

export const initialFilters = (filters: readonly LeadFilter[]): FilterValues =>
  Object.fromEntries(filters.map((filter) => [filter.id, filter.initial ?? filter.options[0]?.value ?? ALL]));

/** The query's conditions for the chosen filters. */
export const filterConditions = (filters: readonly LeadFilter[], values: FilterValues, now: Date): Where[] =>
  filters.flatMap((filter) => filter.where(values[filter.id] ?? ALL, now));

/** The loaded leads whose text holds the search (case and accents ignored). */
export function searchLeads<T>(items: readonly T[], query: string, searchable: (item: T) => string[]): T[] {
  return items.filter((item) => matchesSearch(searchable(item), query));
}
