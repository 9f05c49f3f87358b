import { Container, Stack, Text } from '@chakra-ui/react';
import { orderTermsSections } from '@comptoir/core';
import { usePublishedSite } from '@/hooks/use-published';
import { EmptyState } from '@/components/site/empty-state';
import { PageHeader } from '@/components/site/page-header';
import { GeneratedLegalPage } from './generated-legal-page';
import { LegalSectionsView } from './legal-document-view';

/** « Conditions générales », as the owner wrote them (the footer links here only when there are some). */
export function TermsPage() {
  // Online orders' terms (arrhes or acompte, no withdrawal for perishable food) for each published campaign.
  const orders = orderTermsSections(usePublishedSite().data?.campaigns ?? []);
  return (
    <GeneratedLegalPage
      title="Conditions générales"
      description="Conditions générales de vente et de service."
      render={({ policies }, { site }) => {
        const paragraphs = (policies?.terms ?? '').split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '');
        return (
          <>
            <PageHeader eyebrow="Informations" title="Conditions générales" lead={site?.name} />
            <Container maxW="3xl" py={{ base: '10', md: '14' }}>
              {site && (paragraphs.length > 0 || orders.length > 0) ? (
                <Stack gap={{ base: '8', md: '10' }}>
                  {paragraphs.length > 0 && (
                    <Stack gap="4">
                      {paragraphs.map((paragraph, index) => (
                        <Text key={index} whiteSpace="pre-line">
                          {paragraph}
                        </Text>
                      ))}
                    </Stack>
                  )}
                  {orders.length > 0 && <LegalSectionsView sections={orders} />}
                </Stack>
              ) : (
                <EmptyState title="Aucunes conditions générales ne sont publiées sur ce site." />
              )}
            </Container>
          </>
        );
      }}
    />
  );
}
