import { Input, Stack, Text } from '@chakra-ui/react';
import { FileText, SearchX } from 'lucide-react';
import { useState } from 'react';
import { AdminPage } from '@/components/admin/admin-page';
import { LeadInbox, LeadList } from '@/components/admin/lead-inbox';
import { QUOTE_STATUS_LABELS } from '@/components/admin/quote-status';
import { RequireSite } from '@/components/admin/require-site';
import { useLeadAction } from '@/components/admin/use-lead-action';
import { useLeads } from '@/components/admin/use-leads';
import { EmptyState } from '@/components/site/empty-state';
import { FormField } from '@/components/site/form-field';
import { useServices } from '@/lib/services-context';
import { setQuoteStatus } from '../api/set-quote-status';
import { setQuoteViewed } from '../api/set-quote-viewed';
import { searchQuotes } from '../lib/search-quotes';
import { QuoteCard } from './quote-card';

const TEXTS = {
  loading: 'Chargement des demandes...',
  loadFailed: 'Impossible de charger les demandes de devis.',
  empty: "Aucune demande de devis pour l'instant",
};
const UPDATE_FAILED = 'Erreur lors de la mise à jour';

export function unseenText(count: number): string {
  if (count === 0) return 'Toutes les demandes ont été vues';
  return count === 1 ? '1 demande non vue' : `${count} demandes non vues`;
}

function QuoteInbox({ siteId }: { siteId: string }) {
  const { db } = useServices();
  const quotes = useLeads(siteId, 'quoteRequests');
  const { pending, run } = useLeadAction();
  const [query, setQuery] = useState('');
  const unseen = quotes.data?.filter((quote) => !quote.isViewed).length ?? 0;

  return (
    <Stack gap="4">
      {quotes.status === 'success' && quotes.data.length > 0 && (
        <Stack gap="2">
          <FormField label="Rechercher une demande" maxW={{ md: 'md' }}>
            <Input
              type="search"
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              placeholder="Nom, prestation, message ou entreprise"
            />
          </FormField>
          <Text fontWeight="medium" color={unseen ? 'brand.fg' : 'fg.muted'}>
            {unseenText(unseen)}
          </Text>
        </Stack>
      )}
      <LeadInbox state={quotes} texts={TEXTS} emptyIcon={FileText}>
        {(items) => {
          const found = searchQuotes(items, query);
          if (found.length === 0) {
            return <EmptyState title={`Aucune demande ne correspond à « ${query.trim()} »`} icon={SearchX} />;
          }
          return (
            <LeadList label="Demandes de devis">
              {found.map((quote) => (
                <QuoteCard
                  key={quote.id}
                  quote={quote}
                  busy={pending === quote.id}
                  onViewed={(viewed) =>
                    void run(quote.id, () => setQuoteViewed(db, siteId, quote.id, viewed), {
                      success: viewed ? 'Devis marqué comme vu' : 'Devis marqué comme non vu',
                      failure: UPDATE_FAILED,
                    })
                  }
                  onStatus={(status) =>
                    void run(quote.id, () => setQuoteStatus(db, siteId, quote.id, status), {
                      success: `Statut mis à jour : ${QUOTE_STATUS_LABELS[status]}`,
                      failure: UPDATE_FAILED,
                    })
                  }
                />
              ))}
            </LeadList>
          );
        }}
      </LeadInbox>
    </Stack>
  );
}

/** /admin/content/quotes (spec §2): every request, searchable, with its status and seen state. */
export function QuotesPage() {
  return (
    <AdminPage
      title="Demandes de devis"
      description="Les demandes envoyées depuis le formulaire de devis de votre site."
    >
      <RequireSite>{({ siteId }) => <QuoteInbox key={siteId} siteId={siteId} />}</RequireSite>
    </AdminPage>
  );
}
