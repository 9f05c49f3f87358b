import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { EmptyState } from '@/components/site/empty-state';
import { PageSection } from '@/components/site/page-section';
import { SectionHeading } from '@/components/site/section-heading';
import type { PublicPartner } from '../api/use-about-content';
import { PartnerCard } from './partner-card';
import { PartnerDialog } from './partner-dialog';

export function PartnersSection({ partners }: { partners: readonly PublicPartner[] }) {
  const prefix = useId();
  const dialogId = (partner: PublicPartner) => `${prefix}partner-${partner.id}`;
  return (
    <PageSection labelledBy="partners-title" bg="cream">
      <Stack gap={{ base: '10', md: '12' }}>
        <SectionHeading
          id="partners-title"
          eyebrow="Ils font nos produits"
          title="Nos partenaires"
          lead={
            partners.length > 0
              ? 'Les producteurs et artisans avec qui nous travaillons. Choisissez-en un pour découvrir son histoire.'
              : undefined
          }
        />
        {partners.length === 0 ? (
          <EmptyState title="Aucun partenaire configuré pour le moment." />
        ) : (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
            {partners.map((partner) => (
              <li key={partner.id}>
                <PartnerCard partner={partner} dialogId={dialogId(partner)} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </Stack>
      {partners.map((partner) => (
        <PartnerDialog key={partner.id} id={dialogId(partner)} partner={partner} />
      ))}
    </PageSection>
  );
}
