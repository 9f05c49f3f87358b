import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { formatFrenchDate, refs, type Campaign, type Entity, type campaignSchema } from '@comptoir/core';
import { Gift, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/site/empty-state';
import { LoadError } from '@/components/site/load-error';
import { useAdminCollection } from '@/components/admin/data/use-admin-live';
import { AdminPage } from '@/components/admin/ui/admin-page';
import { AdminSection } from '@/components/admin/ui/admin-section';
import { RequireSite } from '@/components/admin/session/require-site';
import { screenPaths } from '@/config/admin-screens';
import { useSaveCampaign } from '../api/save-campaign';
import { useCampaigns, useSitePayments } from '../api/use-orders';
import { offerKey, toCampaignDoc, toCampaignForm, type CampaignFormOutput } from '../lib/campaign-form';
import { CampaignForm, type Offer } from './campaign-form';

type CampaignItem = Entity<typeof campaignSchema>;

const shortDate = (date: string) => formatFrenchDate(date, { year: undefined });

/** Every product and variant of the catalogue, as the editor's choices. */
function useOffers(siteId: string): Offer[] {
  const products = useAdminCollection(refs.collection(siteId, 'products'));
  return (products.data ?? []).flatMap((product) =>
    product.variants.length === 0
      ? [{ key: offerKey(product.id, ''), label: product.name }]
      : product.variants.map((variant) => ({
          key: offerKey(product.id, variant.id),
          label: `${product.name} — ${variant.name}`,
        })),
  );
}

function CampaignSummary({ campaign, onEdit }: { campaign: CampaignItem; onEdit(): void }) {
  return (
    <Card.Root as="li" variant="outline">
      <Card.Body gap="2">
        <HStack justify="space-between" align="start">
          <Text as="h3" fontWeight="semibold" fontSize="lg">
            {campaign.title}
          </Text>
          <Badge colorPalette={campaign.isActive ? 'green' : 'gray'}>{campaign.isActive ? 'Ouverte' : 'Fermée'}</Badge>
        </HStack>
        <Text color="fg.muted">
          {`Commandes jusqu’au ${shortDate(campaign.closesOn)} — retraits le ${campaign.days.map((day) => shortDate(day.date)).join(', ')}`}
        </Text>
        <HStack gap="2" wrap="wrap">
          <Button size="sm" onClick={onEdit} aria-label={`Modifier «\u00a0${campaign.title}\u00a0»`}>
            Modifier
          </Button>
          <Button size="sm" variant="outline" asChild>
            <RouterLink to={screenPaths.orders}>Voir les commandes</RouterLink>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

function Campaigns({ siteId }: { siteId: string }) {
  const campaigns = useCampaigns(siteId);
  const payments = useSitePayments(siteId);
  const offers = useOffers(siteId);
  const save = useSaveCampaign(siteId);
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  if (campaigns.status === 'error') return <LoadError title="Impossible de charger les campagnes" />;
  if (campaigns.status === 'loading') return <Text>Chargement…</Text>;
  const list = campaigns.data;
  const edited = list.find((campaign) => campaign.id === editing);
  if (editing !== null) {
    const submit = async (values: CampaignFormOutput) => {
      const orderIndex = edited?.orderIndex ?? list.length;
      const campaign: Campaign = toCampaignDoc(values, orderIndex);
      const { ok } = await save.run({ id: edited?.id ?? null, campaign });
      if (ok) setEditing(null);
    };
    return (
      <AdminSection title={edited ? `Modifier «\u00a0${edited.title}\u00a0»` : 'Nouvelle campagne'}>
        <CampaignForm
          key={editing}
          defaults={toCampaignForm(edited)}
          offers={offers}
          paymentsConnected={payments.data?.chargesEnabled ?? false}
          save={save}
          onSubmit={(values) => void submit(values)}
          onCancel={() => setEditing(null)}
        />
      </AdminSection>
    );
  }
  return (
    <AdminSection
      title="Vos campagnes"
      actions={
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          Nouvelle campagne
        </Button>
      }
    >
      {list.length === 0 ? (
        <EmptyState icon={Gift} title="Aucune campagne pour l’instant" />
      ) : (
        <Stack as="ul" listStyleType="none" gap="3" aria-label="Campagnes">
          {list.map((campaign) => (
            <CampaignSummary key={campaign.id} campaign={campaign} onEdit={() => setEditing(campaign.id)} />
          ))}
        </Stack>
      )}
    </AdminSection>
  );
}

/** /admin/content/campaigns: the season's pre-orders (« Commandes de Noël ») and their editor. */
export function CampaignsPage() {
  return (
    <AdminPage
      title="Commandes de fêtes"
      description="Vos produits de saison à commander en ligne et à retirer en boutique, le jour et à l’heure choisis."
    >
      <RequireSite>{({ siteId }) => <Campaigns key={siteId} siteId={siteId} />}</RequireSite>
    </AdminPage>
  );
}
