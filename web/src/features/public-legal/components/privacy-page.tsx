import {
  DEFAULT_LEAD_RETENTION_MONTHS,
  platformPrivacyPolicy,
  shopPrivacyPolicy,
  type PublicForm,
} from '@comptoir/core';
import { usePublishedSite } from '@/hooks/use-published';
import { GeneratedLegalPage } from './generated-legal-page';
import { LegalDocumentView } from './legal-document-view';

/** « Politique de confidentialité », from what the site really collects. */
export function PrivacyPage() {
  // The order form, where the shop has published a campaign.
  const hasCampaign = (usePublishedSite().data?.campaigns ?? []).length > 0;
  return (
    <GeneratedLegalPage
      title="Politique de confidentialité"
      description="Données collectées, finalités, durées de conservation et vos droits."
      render={({ details, platform, policies, hasEvents }, { site, siteId }) => {
        if (!site || !siteId) return <LegalDocumentView document={platformPrivacyPolicy(platform)} />;
        // The contact, quote and reservation forms are on every shop's site (the last in a product's
        // dialog); participation, where it shows events; orders, where it runs a campaign.
        const forms: PublicForm[] = [
          'contact',
          'quote',
          'reservation',
          ...(hasEvents ? (['events'] as const) : []),
          ...(hasCampaign ? (['order'] as const) : []),
        ];
        const document = shopPrivacyPolicy({
          siteId,
          siteName: site.name,
          details,
          contactEmail: site.contact.email,
          platform,
          retentionMonths: policies?.leadRetentionMonths ?? DEFAULT_LEAD_RETENTION_MONTHS,
          forms,
        });
        return <LegalDocumentView document={document} />;
      }}
    />
  );
}
