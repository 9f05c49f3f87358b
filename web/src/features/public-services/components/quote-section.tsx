import { Card } from '@chakra-ui/react';
import { PageSection } from '@/components/site/page-section';
import { SectionHeading } from '@/components/site/section-heading';
import { QuoteForm, type QuoteIntent } from './quote-form';

export const QUOTE_SECTION_ID = 'devis';

export function QuoteSection({ services, intent }: { services: readonly string[]; intent: QuoteIntent | null }) {
  return (
    <PageSection id={QUOTE_SECTION_ID} labelledBy="quote-title" bg="cream">
      <SectionHeading
        id="quote-title"
        eyebrow="Sur mesure"
        title="Demande de devis"
        lead={'Parlez-nous de votre projet\u00a0: nous revenons vers vous rapidement avec une proposition adaptée.'}
      />
      <Card.Root
        variant="elevated"
        maxW="3xl"
        mx="auto"
        mt={{ base: '8', md: '12' }}
        borderRadius={{ base: '2xl', md: '3xl' }}
        shadow="sm"
      >
        <Card.Body p={{ base: '5', md: '10' }}>
          <QuoteForm services={services} intent={intent} titleId="quote-title" />
        </Card.Body>
      </Card.Root>
    </PageSection>
  );
}
