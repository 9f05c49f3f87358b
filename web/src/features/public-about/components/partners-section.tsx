import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { EmptyState } from '@/components/site/empty-state';
import { PageSection } from '@/components/site/page-section';
import { SectionHeading } from '@/components/site/section-heading';
import type { PublicPartner } from '../api/use-about-content';
import { PartnerCard } from './partner-card';
import { PartnerDialog } from './partner-dialog';

export function PartnersSection({ partners }: { partners: readonly PublicPartner[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const [shownId, setShownId] = useState<string | null>(null);
  const trigger = useRef<HTMLElement | null>(null);
  // The last partner stays mounted while the dialog closes, so it can animate out and return focus.
  const shown = partners.find((partner) => partner.id === shownId);
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
                <PartnerCard
                  partner={partner}
                  onOpen={(element) => {
                    trigger.current = element;
                    setShownId(partner.id);
                    setOpenId(partner.id);
                  }}
                />
              </li>
            ))}
          </SimpleGrid>
        )}
      </Stack>
      {shown && (
        <PartnerDialog
          key={shown.id}
          partner={shown}
          open={openId === shown.id}
          onClose={() => setOpenId(null)}
          returnFocusTo={() => trigger.current}
        />
      )}
    </PageSection>
  );
}
