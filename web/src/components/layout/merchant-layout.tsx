import { MAIN_ID } from './skip-link';
import { Flex } from '@chakra-ui/react';
import { shopMenu } from '@comptoir/core';
import type { ReactNode } from 'react';
import { useSite } from '@/components/site/site-context';
import { paths } from '@/config/paths';
import { useOpenCampaign } from '@/hooks/use-campaign';
import { usePublishedSite } from '@/hooks/use-published';
import { CongesBanner } from './conges-banner';
import { MERCHANT_TAGLINE, SiteFooter, legalFooterSection } from './site-footer';
import { SiteHeader, type NavLink } from './site-header';
import { SiteUnavailable } from './site-unavailable';

export const DEFAULT_SITE_NAME = 'Mon Entreprise';

/** Header, page and footer of a shop's public site (none of its pages while it is deactivated). */
export function MerchantLayout({ children }: { children: ReactNode }) {
  const { site, path } = useSite();
  const offline = site?.active === false;
  const policies = usePublishedSite().data?.pages.policies;
  const { campaign } = useOpenCampaign();
  const menu: NavLink[] = shopMenu(site?.plan).map((page) => ({ label: page.label, href: path(page.path) }));
  // The campaign's page is in the menu only while it takes orders, before « Contact ».
  if (campaign) menu.splice(-1, 0, { label: campaign.title, href: path(paths.merchant.orders) });
  const links: NavLink[] = offline ? [] : menu;
  const name = site?.name ?? DEFAULT_SITE_NAME;
  return (
    <Flex direction="column" minH="100dvh">
      {!offline && <CongesBanner />}
      <SiteHeader
        name={name}
        logoUrl={site?.appearance.logoUrl ?? ''}
        homeHref={path(paths.merchant.home)}
        links={links}
      />
      <Flex as="main" id={MAIN_ID} direction="column" flex="1">
        {offline ? <SiteUnavailable name={site.name} /> : children}
      </Flex>
      <SiteFooter
        name={name}
        tagline={MERCHANT_TAGLINE}
        sections={
          offline
            ? []
            : [
                { title: 'Navigation', items: links.map((link) => ({ title: link.label, href: link.href })) },
                legalFooterSection(path, (policies?.terms ?? '') !== ''),
              ]
        }
        social={offline ? null : (site?.social ?? null)}
      />
    </Flex>
  );
}
