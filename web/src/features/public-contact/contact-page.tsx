import { deName } from '@comptoir/core';
import { Container, Grid } from '@chakra-ui/react';
import { PageLoader } from '@/components/layout/page-loader';
import { LocalBusinessJsonLd } from '@/components/site/local-business-json-ld';
import { PageHeader } from '@/components/site/page-header';
import { useSite } from '@/components/site/site-context';
import { usePageMeta } from '@/hooks/use-page-meta';
import { usePublishedHours } from '@/hooks/use-site-hours';
import { ContactDetailsCard } from './components/contact-details-card';
import { ContactForm } from './components/contact-form';
import { FindUsSection } from './components/find-us-section';
import { OpeningHoursCard } from './components/opening-hours-card';
import { contactOf } from './contact-details';

/** 'Contact et horaires': form, contact details, hours and directions. */
export function ContactPage() {
  const { site } = useSite();
  const hours = usePublishedHours();
  const name = site?.name;
  usePageMeta(
    'Contact',
    `Coordonnées, horaires d’ouverture et accès${name ? ` ${deName(name)}` : ''}\u00a0: écrivez-nous, appelez-nous ou passez nous voir.`,
    name,
  );
  if (hours.status === 'loading') return <PageLoader fullScreen={false} text="Chargement de la page contact…" />;

  const contact = contactOf(site);
  return (
    <>
      <PageHeader
        title="Nous contacter"
        lead={'Une question, une suggestion\u00a0? Nous sommes à votre disposition et vous répondrons avec plaisir.'}
      />
      {site && <LocalBusinessJsonLd site={site} hours={hours} />}
      <Container maxW="6xl" py={{ base: '8', md: '14' }}>
        <Grid
          // Phones: the details to call first, then the form; wide screens: the form beside them.
          templateAreas={{ base: '"details" "form" "hours"', lg: '"form details" "form hours"' }}
          templateColumns={{ base: '1fr', lg: '1.4fr 1fr' }}
          templateRows={{ lg: 'auto 1fr' }}
          gap={{ base: '6', md: '8' }}
          alignItems="start"
        >
          <ContactForm />
          <ContactDetailsCard contact={contact} />
          <OpeningHoursCard hours={hours} />
        </Grid>
      </Container>
      <FindUsSection contact={contact} />
    </>
  );
}
