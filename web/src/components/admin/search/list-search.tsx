import { Input, Stack, Text } from '@chakra-ui/react';
import { FormField } from '@/components/site/form-field';
import type { SearchedList } from './use-searched-list';

export interface ListSearchTexts {
  label: string;
  helper: string;
  placeholder: string;
  /** What the list holds, one and several: « site », « sites ». */
  noun: readonly [one: string, several: string];
  /** The whole list's order, after its number: « , les plus récents d’abord ». */
  order: string;
  /** « Aucun site ne correspond à « xyz ». ». */
  none(searched: string): string;
}

/** « 1 site », « 1 003 sites » (a narrow no-break space between thousands). */
const counted = (count: number, [one, several]: ListSearchTexts['noun']) =>
  `${count.toLocaleString('fr-FR')} ${count > 1 ? several : one}`;

/** A list's search field and how many the list holds or the search found, said to screen readers. */
export function ListSearch({
  value,
  onChange,
  result: { total, searched },
  texts,
}: {
  value: string;
  onChange(value: string): void;
  result: Pick<SearchedList<unknown>, 'total' | 'searched'>;
  texts: ListSearchTexts;
}) {
  const count = total.status === 'success' ? total.data : null;
  const said =
    count === null
      ? ''
      : searched === null
        ? `${counted(count, texts.noun)}${texts.order}`
        : count === 0
          ? texts.none(searched)
          : `${counted(count, texts.noun)} pour «\u00a0${searched}\u00a0»`;
  return (
    <Stack gap="2" mb="4">
      <FormField label={texts.label} helper={texts.helper} maxW={{ md: 'md' }}>
        <Input
          type="search"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          placeholder={texts.placeholder}
          autoComplete="off"
        />
      </FormField>
      <Text role="status" fontSize="sm" color="fg.muted" minH="5">
        {said}
      </Text>
    </Stack>
  );
}
