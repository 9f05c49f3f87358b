import { matchesSearch } from '@comptoir/core';

export interface FilterOption {
  value: string;
  label: string;
}

/** One select beside the search: its label, its choices (the first one shows everything). */
export interface LeadFilter<T> {
  id: string;
  label: string;
  options: readonly FilterOption[];
  /** The choice selected when the screen opens; the first option when absent. */
  initial?: string;
  matches(item: T, value: string, now: Date): boolean;
}

export const ALL = 'all';

/** 'Statut': every status, or one. */
export function statusFilter<T, S extends string>(
  values: readonly S[],
  labels: Record<S, string>,
  of: (item: T) => S,
): LeadFilter<T> {
  return {
    id: 'status',
    label: 'Statut',
    options: [{ value: ALL, label: 'Tous les statuts' }, ...values.map((value) => ({ value, label: labels[value] }))],
    matches: (item, value) => value === ALL || of(item) === value,
  };
}

/** 'Lecture': everything, only the unseen, only the seen. */
export function seenFilter<T extends { isViewed: boolean }>(labels: { unseen: string; seen: string }): LeadFilter<T> {
  return {
    id: 'seen',
    label: 'Lecture',
    options: [
      { value: ALL, label: 'Toutes' },
      { value: 'unseen', label: labels.unseen },
      { value: 'seen', label: labels.seen },
    ],
    matches: (item, value) => value === ALL || item.isViewed === (value === 'seen'),
  };
}

export type FilterValues = Record<string, string>;

export const initialFilters = <T>(filters: readonly LeadFilter<T>[]): FilterValues =>
  Object.fromEntries(filters.map((filter) => [filter.id, filter.initial ?? filter.options[0]?.value ?? ALL]));

/** The leads every filter keeps and whose text holds the search (case and accents ignored). */
export function filterLeads<T>(
  items: readonly T[],
  {
    filters,
    values,
    query,
    searchable,
    now,
  }: {
    filters: readonly LeadFilter<T>[];
    values: FilterValues;
    query: string;
    searchable(item: T): string[];
    now: Date;
  },
): T[] {
  return items.filter(
    (item) =>
      filters.every((filter) => filter.matches(item, values[filter.id] ?? ALL, now)) &&
      matchesSearch(searchable(item), query),
  );
}
