import type { ReactNode } from 'react';
import { Hero } from '@/components/layout/hero';
import { OpenStatusBadge } from '@/components/site/open-status-badge';
import { useSite } from '@/components/site/site-context';
import { paths } from '@/config/paths';
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
  return (
    <Hero
      title={title}
      subtitle={subtitle}
      image={imageUrl || null}
      ctaText="Découvrir nos produits"
      ctaLink={path(paths.merchant.products)}
      secondaryCtaText="Nos prochains rendez-vous"
      secondaryCtaLink="#events"
    >
      <OpenStatusBadge hours={hours} />
      {children}
    </Hero>
  );
}
