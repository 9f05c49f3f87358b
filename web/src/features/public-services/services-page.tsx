import { Container } from '@chakra-ui/react';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { PageLoader } from '@/components/layout/page-loader';
import { EmptyState } from '@/components/site/empty-state';
import { PageHeader } from '@/components/site/page-header';
import { useSite } from '@/components/site/site-context';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useServicesContent } from './api/use-services-content';
import { FaqSection } from './components/faq-section';
import type { QuoteIntent } from './components/quote-form';
import { QuoteSection } from './components/quote-section';
import { ServiceTabs } from './components/service-tabs';
import { DEFAULT_FAQS } from './default-faqs';
import { serviceLabel } from './service-label';
import { SampleNotice } from '@/components/site/sample-content';

/** 'Nos prestations': service categories, the quote form and the FAQ. */
export function ServicesPage() {
  const { site } = useSite();
  const content = useServicesContent();
  const [intent, setIntent] = useState<QuoteIntent | null>(null);
  usePageMeta(content.title, content.description, site?.name);

  if (!site) return <PageHeader title="Site non trouvé" lead="Impossible de charger les informations du site" />;
  if (content.status === 'loading') return <PageLoader fullScreen={false} text="Chargement des services…" />;

  const services = [...new Set(content.categories.map(serviceLabel))];
  const sampleFaqs = content.faqs.length === 0;
  return (
    <>
      {sampleFaqs && <SampleNotice />}
      <PageHeader title={content.title} lead={content.description} />
      <Container maxW="6xl" py={{ base: '10', md: '16' }}>
        {content.categories.length > 0 ? (
          <ServiceTabs categories={content.categories} onRequestQuote={(service) => setIntent({ service })} />
        ) : (
          <EmptyState
            icon={Sparkles}
            title="Aucun service disponible"
            description="Les services seront bientôt disponibles"
          />
        )}
      </Container>
      <QuoteSection services={services} intent={intent} />
      <FaqSection faqs={sampleFaqs ? DEFAULT_FAQS : content.faqs} sample={sampleFaqs} />
    </>
  );
}
