import { quantityText } from '@comptoir/core';
import { Button, Flex, Grid, Input, NativeSelect } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { FormField } from '@/components/site/form-field';
import type { FilterValues, LeadFilter } from '../lib/lead-filters';

export interface LeadToolbarProps {
  searchLabel: string;
  searchPlaceholder: string;
  query: string;
  onQuery(query: string): void;
  filters: readonly LeadFilter[];
  values: FilterValues;
  onFilter(id: string, value: string): void;
  /** Exports every lead the search and filters keep, loaded or not. */
  onExport(): void;
  /** How many leads the running export has read (null when none runs). */
  exported: number | null;
  exportDisabled: boolean;
}

/** Search, filters and the CSV export above an inbox; stacked on a phone. */
export function LeadToolbar({
  searchLabel,
  searchPlaceholder,
  query,
  onQuery,
  filters,
  values,
  onFilter,
  onExport,
  exported,
  exportDisabled,
}: LeadToolbarProps) {
  return (
    <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }} wrap="wrap">
      <FormField label={searchLabel} flex={{ md: '1 1 16rem' }} maxW={{ md: 'md' }}>
        <Input
          type="search"
          value={query}
          onChange={(event) => onQuery(event.currentTarget.value)}
          placeholder={searchPlaceholder}
        />
      </FormField>
      {/* Two selects a row on a phone, so the list starts higher. */}
      <Grid templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: `repeat(${filters.length}, 11rem)` }} gap="3">
        {filters.map((filter) => (
          <FormField key={filter.id} label={filter.label}>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={values[filter.id]}
                onChange={(event) => onFilter(filter.id, event.currentTarget.value)}
              >
                {filter.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        ))}
      </Grid>
      <Button
        variant="outline"
        onClick={onExport}
        disabled={exportDisabled}
        loading={exported !== null}
        loadingText={`Export… ${quantityText(exported ?? 0, 'lu', 'lus')}`}
        alignSelf={{ base: 'flex-start', md: 'auto' }}
      >
        <Download aria-hidden="true" />
        Exporter en CSV
      </Button>
    </Flex>
  );
}
