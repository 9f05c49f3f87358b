import { refs } from '@comptoir/core';
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SearchChoiceField } from '@/components/admin/forms/search-choice-field';
import { useAdminDoc } from '@/components/admin/data/use-admin-live';
import { useSiteSearch } from '../api/use-site-search';

/**
 * An administrator's choice of site for a domain: the one chosen (the mapping's, or the site being
 * worked on), or one found by a search — never the list of every site of the platform.
 */
export function SiteField({ siteId, radio }: { siteId: string; radio: UseFormRegisterReturn }) {
  const [search, setSearch] = useState('');
  const site = useAdminDoc(siteId ? refs.site(siteId) : null);
  const found = useSiteSearch(search);
  return (
    <SearchChoiceField
      legend="Site"
      searchLabel="Chercher un site"
      helper="Le début d’un mot de son nom, ou de son domaine."
      placeholder="Épicerie…"
      search={search}
      onSearch={setSearch}
      offered={site.data ? [{ value: site.data.id, label: site.data.name }] : []}
      found={found?.map((match) => ({ value: match.id, label: match.name }))}
      radio={radio}
      nothingFound={(typed) => `Aucun site ne correspond à «\u00a0${typed}\u00a0».`}
    />
  );
}
