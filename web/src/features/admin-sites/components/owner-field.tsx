import { Box, chakra, Input, Stack, Text } from '@chakra-ui/react';
import { refs, type NewSiteFormValues } from '@comptoir/core';
import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { RadioChoice } from '@/components/admin/forms/radio-choice';
import { FormField } from '@/components/site/form-field';
import { useDoc } from '@/hooks/use-live';
import { useAccountSearch } from '../api/use-account-search';

/** One choice of owner, a native radio button (arrow keys move between them). */
function OwnerChoice({ form, value, label }: { form: UseFormReturn<NewSiteFormValues>; value: string; label: string }) {
  return (
    <RadioChoice>
      <chakra.input type="radio" value={value} accentColor="brand.solid" {...form.register('ownerId')} />
      <Text as="span" truncate>
        {label}
      </Text>
    </RadioChoice>
  );
}

/**
 * The site's owner: none, the one chosen, or an account found by the start of its address — a
 * search of five accounts at most, never the list of every account.
 */
export function OwnerField({ form }: { form: UseFormReturn<NewSiteFormValues> }) {
  const [search, setSearch] = useState('');
  const ownerId = useWatch({ control: form.control, name: 'ownerId' });
  const owner = useDoc(ownerId ? refs.user(ownerId) : null);
  const found = useAccountSearch(search);
  const chosen = owner.data ? [{ id: owner.data.id, email: owner.data.email }] : [];
  const others = (found ?? []).filter((account) => account.id !== ownerId);
  const typed = search.trim();
  return (
    <Box as="fieldset" minW="0">
      <Text as="legend" fontWeight="medium" fontSize="sm" mb="1.5">
        Propriétaire
      </Text>
      <Stack gap="2">
        <FormField
          label="Chercher un compte"
          helper={'Facultatif\u00a0: le début de l’adresse du compte qui gérera ce site.'}
        >
          <Input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            placeholder="nom@exemple.fr"
            autoComplete="off"
          />
        </FormField>
        <OwnerChoice form={form} value="" label="Aucun propriétaire" />
        {[...chosen, ...others].map((account) => (
          <OwnerChoice key={account.id} form={form} value={account.id} label={account.email} />
        ))}
        {typed.length >= 2 && found?.length === 0 && (
          <Text fontSize="sm" color="fg.muted" role="status">
            {`Aucun compte ne commence par «\u00a0${typed}\u00a0».`}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
