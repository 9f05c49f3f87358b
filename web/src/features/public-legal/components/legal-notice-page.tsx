import { platformLegalNotice, shopLegalNotice } from '@comptoir/core';
import { paths } from '@/config/paths';
import { GeneratedLegalPage } from './generated-legal-page';
import { LegalDocumentView } from './legal-document-view';

/** « Mentions légales »: the shop's publisher, the platform, the host — or the platform's own. */
export function LegalNoticePage() {
  return (
    <GeneratedLegalPage
      title="Mentions légales"
      description="Éditeur du site, plateforme et hébergeur."
      render={({ details, platform }, { site, path }) => (
        <LegalDocumentView
          document={
            site
              ? shopLegalNotice({ siteName: site.name, details, platform, privacyHref: path(paths.legal.privacy) })
              : platformLegalNotice(platform, paths.legal.privacy)
          }
        />
      )}
    />
  );
}
