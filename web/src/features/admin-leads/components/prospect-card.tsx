import { Button, Link, Text } from '@chakra-ui/react';
import { DEFAULT_PLAN, PLAN_LABELS, type Entity, type prospectSchema } from '@comptoir/core';
import { Plus } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { newSiteAddress } from '@/components/admin/sites/new-site-request';
import { DeleteLeadButton, LeadCard, LeadDetails, ViewedToggle } from './lead-card';

export type ProspectEntity = Entity<typeof prospectSchema>;

export interface ProspectCardProps {
  prospect: ProspectEntity;
  busy: boolean;
  onViewed(viewed: boolean): void;
  onDelete(): void;
}

/** A shop's request from the landing page, in full; « Créer son site » opens « Nouveau site » on its name and plan. */
export function ProspectCard({ prospect, busy, onViewed, onDelete }: ProspectCardProps) {
  return (
    <LeadCard
      id={prospect.id}
      unseen={!prospect.isViewed}
      title={prospect.shopName}
      subtitle={<Text fontWeight="medium">De {prospect.name}</Text>}
      receivedAt={prospect.createdAt}
      actions={
        <>
          <Button asChild size="sm" variant="outline" colorPalette="brand">
            <RouterLink
              to={newSiteAddress({ name: prospect.shopName, plan: prospect.plan ?? DEFAULT_PLAN })}
              aria-label={`Créer son site\u00a0: ${prospect.shopName}`}
            >
              <Plus aria-hidden="true" />
              Créer son site
            </RouterLink>
          </Button>
          <ViewedToggle
            viewed={prospect.isViewed}
            labels={{ seen: 'Marquer comme traitée', unseen: 'Marquer comme à traiter' }}
            itemLabel={prospect.shopName}
            loading={busy}
            onToggle={onViewed}
          />
          <DeleteLeadButton label={`Supprimer la demande de ${prospect.shopName}`} busy={busy} onDelete={onDelete} />
        </>
      }
    >
      <LeadDetails
        items={[
          { label: 'Email', value: <Link href={`mailto:${prospect.email}`}>{prospect.email}</Link> },
          ...(prospect.phone
            ? [{ label: 'Téléphone', value: <Link href={`tel:${prospect.phone}`}>{prospect.phone}</Link> }]
            : []),
          { label: 'Formule', value: prospect.plan ? PLAN_LABELS[prospect.plan] : 'À choisir ensemble' },
          ...(prospect.message ? [{ label: 'Message', value: prospect.message }] : []),
        ]}
      />
    </LeadCard>
  );
}
