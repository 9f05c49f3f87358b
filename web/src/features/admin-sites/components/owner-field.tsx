import { refs, type NewSiteFormValues } from '@comptoir/core';
import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { SearchChoiceField } from '@/components/admin/forms/search-choice-field';
import { useAdminDoc } from '@/components/admin/data/use-admin-live';
import { useAccountSearch } from '../api/use-account-search';

/**
 * The site's owner: none, the one chosen, or an account found by the start of its address — a
 * search of five accounts at most, never the list of every account.
 */
export function OwnerField({ form }: { form: UseFormReturn<NewSiteFormValues> }) {
  const [search, setSearch] = useState('');
  const ownerId = useWatch({ control: form.control, name: 'ownerId' });
  const owner = useAdminDoc(ownerId ? refs.user(ownerId) : null);
  const found = useAccountSearch(search);
  return (
    <SearchChoiceField
      legend="Propriétaire"
      searchLabel="Chercher un compte"
      helper={'Facultatif\u00a0: le début de l’adresse du compte qui gérera ce site.'}
      placeholder="nom@exemple.fr"
      search={search}
      onSearch={setSearch}
      offered={[
        { value: '', label: 'Aucun propriétaire' },
        ...(owner.data ? [{ value: owner.data.id, label: owner.data.email }] : []),
      ]}
      found={found?.map((account) => ({ value: account.id, label: account.email }))}
      radio={form.register('ownerId')}
      nothingFound={(typed) => `Aucun compte ne commence par «\u00a0${typed}\u00a0».`}
    />
  );
}
