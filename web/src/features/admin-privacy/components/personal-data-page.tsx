import { Button, Flex, Input, Stack } from '@chakra-ui/react';
import { sameEmail, type PersonalRecord } from '@comptoir/core';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { AdminPage } from '@/components/admin/ui/admin-page';
import { AdminSection } from '@/components/admin/ui/admin-section';
import { RequireSite, type ReadySite } from '@/components/admin/session/require-site';
import { LoadError } from '@/components/site/load-error';
import { FormField } from '@/components/site/form-field';
import { useServices } from '@/lib/services-context';
import { useErasePersonalData } from '../api/erase-personal-data';
import { findPersonalData } from '../api/find-personal-data';
import { PersonalDataResults } from './personal-data-results';

type SearchState =
  { status: 'idle' | 'searching' | 'error' } | { status: 'done'; email: string; records: PersonalRecord[] };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function PersonalDataSearch({ siteId, site }: ReadySite) {
  const { db } = useServices();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [search, setSearch] = useState<SearchState>({ status: 'idle' });

  const find = async (address: string) => {
    setSearch({ status: 'searching' });
    try {
      setSearch({ status: 'done', email: address, records: await findPersonalData(db, siteId, address) });
    } catch (error) {
      console.error(error);
      setSearch({ status: 'error' });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    setInvalid(!EMAIL.test(address));
    if (EMAIL.test(address)) void find(address);
  };

  const erasing = useErasePersonalData(siteId, {
    success: 'Données effacées',
    failure: 'Les données n’ont pas pu être effacées. Réessayez.',
  });
  const erase = async (records: readonly PersonalRecord[], address: string) => {
    if ((await erasing.run(records)).ok) await find(address);
  };

  return (
    <Stack gap="5">
      <form onSubmit={submit} noValidate aria-label="Rechercher une personne">
        <Flex gap="3" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'flex-start' }}>
          <FormField
            label="Adresse email de la personne"
            helper="Celle qu’elle a donnée dans ses demandes de devis ou ses messages."
            error={invalid ? 'Adresse email invalide' : undefined}
          >
            <Input type="email" inputMode="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          </FormField>
          <Button
            type="submit"
            colorPalette="brand"
            loading={search.status === 'searching'}
            flexShrink={0}
            mt={{ sm: '7' }}
          >
            <Search aria-hidden="true" />
            Rechercher
          </Button>
        </Flex>
      </form>
      {search.status === 'error' && (
        <LoadError title="La recherche n’a pas abouti." description="Vérifiez votre connexion, puis réessayez." />
      )}
      {search.status === 'done' && sameEmail(search.email, email) && (
        <PersonalDataResults
          siteName={site.name}
          email={search.email}
          records={search.records}
          onErase={() => erase(search.records, search.email)}
        />
      )}
    </Stack>
  );
}

/** /admin/privacy: a person asks what the shop holds about them, or to erase it. */
export function PersonalDataPage() {
  return (
    <AdminPage
      title="Données personnelles"
      description="Quand une personne vous demande ce que vous conservez sur elle, ou de l’effacer."
    >
      <AdminSection
        title="Rechercher par adresse email"
        description="Ses demandes de devis et ses messages, à lui transmettre (JSON ou CSV) ou à effacer en une fois. Répondez-lui dans un délai d’un mois."
      >
        <RequireSite>{(ready) => <PersonalDataSearch {...ready} />}</RequireSite>
      </AdminSection>
    </AdminPage>
  );
}
