import { DEFAULT_SITE_NAME } from '@/components/layout/merchant-layout';
import { PageLoader } from '@/components/layout/page-loader';
import { ArdoiseStrip } from '@/components/site/ardoise-strip';
import { CampaignTeaser } from '@/components/site/campaign-teaser';
import { SampleBadge, SampleNotice } from '@/components/site/sample-content';
import { LocalBusinessJsonLd } from '@/components/site/local-business-json-ld';
import { useSite } from '@/components/site/site-context';
import { useToday } from '@/hooks/use-now';
import { usePageMeta } from '@/hooks/use-page-meta';
import { usePlanIncludes } from '@/hooks/use-plan';
import { usePublishedHours } from '@/hooks/use-site-hours';
import { isEmptyHome, useHomeContent } from '../api/use-home-content';
import { DEFAULT_REASSURANCE, DEMO_HERO, DEMO_PRODUCTS, DEMO_TESTIMONIALS } from '../demo-content';
import { EventsJsonLd } from './events-json-ld';
import { EventsSection } from './events-section';
import { FeaturedProductsSection } from './featured-products-section';
import { HighlightSection } from './highlight-section';
import { HomeHero } from './home-hero';
import { ReassuranceSection } from './reassurance-section';
import { TestimonialsSection } from './testimonials-section';

/** The shop's home page. */
export function HomePage() {
  const { site, siteId } = useSite();
  const today = useToday();
  const content = useHomeContent(today);
  const hours = usePublishedHours();
  const withProducts = usePlanIncludes('products');
  const name = site?.name || DEFAULT_SITE_NAME;
  const demo = content.status === 'ready' && isEmptyHome(content);
  const page = content.page;
  const hero = demo
    ? DEMO_HERO
    : { title: page?.heroTitle || name, subtitle: page?.heroSubtitle ?? '', imageUrl: page?.heroImageUrl ?? '' };

  usePageMeta('Accueil', hero.subtitle || `${name}\u00a0: nos produits, nos rendez-vous et nos horaires.`, name);

  if (content.status === 'loading') return <PageLoader text="Chargement du site…" fullScreen={false} />;

  const highlightImages = [page?.highlightImageUrl ?? '', page?.highlightSecondImageUrl ?? ''].filter(Boolean);
  const products = !withProducts ? [] : demo ? DEMO_PRODUCTS : content.featured;
  const testimonials = demo ? DEMO_TESTIMONIALS : content.testimonials;
  const sampleReassurance = content.reassurance.length === 0;
  return (
    <>
      {(demo || sampleReassurance) && <SampleNotice />}
      <ArdoiseStrip />
      <CampaignTeaser />
      <HomeHero title={hero.title} subtitle={hero.subtitle} imageUrl={hero.imageUrl} hours={hours}>
        {demo && <SampleBadge />}
      </HomeHero>
      {page && (page.highlightTitle || page.highlightDescription || highlightImages.length > 0) && (
        <HighlightSection
          title={page.highlightTitle}
          description={page.highlightDescription}
          images={highlightImages}
        />
      )}
      <ReassuranceSection
        items={sampleReassurance ? DEFAULT_REASSURANCE : content.reassurance}
        sample={sampleReassurance}
      />
      <EventsSection siteId={siteId} events={content.events} hours={hours} />
      {products.length > 0 && <FeaturedProductsSection products={products} sample={demo} />}
      {testimonials.length > 0 && <TestimonialsSection testimonials={testimonials} sample={demo} />}
      {site && <LocalBusinessJsonLd site={site} hours={hours} />}
      <EventsJsonLd events={content.events} />
    </>
  );
}
