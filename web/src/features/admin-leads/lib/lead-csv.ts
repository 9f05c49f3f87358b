import { frenchCsv, type CsvValue } from '@comptoir/core';

/** A column of a lead export: its French header and the cell of each lead. */
export interface CsvColumn<T> {
  header: string;
  value(item: T): CsvValue;
}

/** The leads as a CSV file for French Excel, one column per field. */
export function leadsCsv<T>(items: readonly T[], columns: readonly CsvColumn<T>[]): string {
  return frenchCsv([columns.map((column) => column.header), ...items.map((item) => columns.map((c) => c.value(item)))]);
}
