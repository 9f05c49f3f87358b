import type { ReactNode } from 'react';
import { Hero } from '@/components/layout/hero';
import { OpenStatusBadge } from '@/components/site/open-status-badge';
import { useSite } from '@/components/site/site-context';
import { paths } from '@/config/paths';
import { usePlanIncludes } from '@/hooks/use-plan';
import type { SiteHours } from '@/hooks/use-site-hours';

export interface HomeHeroProps {
  title: string;
  subtitle: string;
  imageUrl: string;
  hours: SiteHours;
  /** Shown under the opening-hours badge (the sample label). */
  children?: ReactNode;
}

export function HomeHero({ title, subtitle, imageUrl, hours, children }: HomeHeroProps) {
  const { path } = useSite();
  // Without the product gallery in its plan, the shop's first call to action is where to find it.
  const withProducts = usePlanIncludes('products');
  return (
    <Hero
      title={title}
      subtitle={subtitle}
      image={imageUrl || null}
      ctaText={withProducts ? 'Découvrir nos produits' : 'Horaires et accès'}
      ctaLink={path(withProducts ? paths.merchant.products : paths.merchant.contact)}
      secondaryCtaText="Nos prochains rendez-vous"
      secondaryCtaLink="#events"
    >
      <OpenStatusBadge hours={hours} />
      {children}
    </Hero>
  );
}
