import { Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { MAIN_ID } from '@/components/layout/skip-link';
import { LANDING_TAGLINE, SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader, type NavLink } from '@/components/layout/site-header';
import { paths } from '@/config/paths';
import { useServices } from '@/lib/services-context';
import { BRAND_MARK_URL } from './brand-mark';
import { footerSections } from './landing-links';

export const PLATFORM_NAME = 'Comptoir';

/** Comptoir's own header and footer: its landing page and its legal pages. */
export function PlatformLayout({ links, children }: { links: readonly NavLink[]; children: ReactNode }) {
  const { mode } = useServices();
  return (
    <Flex direction="column" minH="100dvh">
      <SiteHeader name={PLATFORM_NAME} logoUrl={BRAND_MARK_URL} homeHref={paths.root} links={links} />
      <Flex as="main" id={MAIN_ID} direction="column" flex="1">
        {children}
      </Flex>
      <SiteFooter name={PLATFORM_NAME} tagline={LANDING_TAGLINE} sections={footerSections(mode !== 'production')} />
    </Flex>
  );
}
