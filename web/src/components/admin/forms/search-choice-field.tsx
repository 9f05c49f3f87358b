import { Box, chakra, Input, Stack, Text } from '@chakra-ui/react';
import { searchKeyOf } from '@comptoir/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/site/form-field';
import { RadioChoice } from './radio-choice';

export interface SearchChoice {
  value: string;
  label: string;
}

interface SearchChoiceFieldProps {
  legend: string;
  searchLabel: string;
  helper: string;
  placeholder: string;
  search: string;
  onSearch(text: string): void;
  /** What is offered whatever is typed (none, the current choice), then what the search found. */
  offered: readonly SearchChoice[];
  found: readonly SearchChoice[] | undefined;
  /** The form's radio field. */
  radio: UseFormRegisterReturn;
  nothingFound(typed: string): string;
}

/**
 * One value chosen among a few found by a search, as native radio buttons (arrow keys move between
 * them): for lists too long to offer whole, such as every account or every site of the platform.
 */
export function SearchChoiceField(props: SearchChoiceFieldProps) {
  const { legend, searchLabel, helper, placeholder, search, onSearch, offered, found, radio, nothingFound } = props;
  const offeredValues = new Set(offered.map((choice) => choice.value));
  const typed = search.trim();
  return (
    <Box as="fieldset" minW="0">
      <Text as="legend" fontWeight="medium" fontSize="sm" mb="1.5">
        {legend}
      </Text>
      <Stack gap="2">
        <FormField label={searchLabel} helper={helper}>
          <Input
            type="search"
            value={search}
            onChange={(event) => onSearch(event.currentTarget.value)}
            placeholder={placeholder}
            autoComplete="off"
          />
        </FormField>
        {[...offered, ...(found ?? []).filter((choice) => !offeredValues.has(choice.value))].map((choice) => (
          <RadioChoice key={choice.value}>
            <chakra.input type="radio" value={choice.value} accentColor="brand.solid" {...radio} />
            <Text as="span" truncate>
              {choice.label}
            </Text>
          </RadioChoice>
        ))}
        {searchKeyOf(typed) !== null && found?.length === 0 && (
          <Text fontSize="sm" color="fg.muted" role="status">
            {nothingFound(typed)}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
