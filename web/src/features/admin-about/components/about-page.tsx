import { AdminPage } from '@/components/admin/ui/admin-page';
import { AdminTabs } from '@/components/admin/ui/admin-tabs';
import { RequireSite } from '@/components/admin/session/require-site';
import { JourneyEditor } from './journey-editor';
import { PartnersEditor } from './partners-editor';
import { StoryForm } from './story-form';
import { TeamEditor } from './team-editor';
import { ValuesEditor } from './values-editor';

function AboutTabs({ siteId }: { siteId: string }) {
  return (
    <AdminTabs
      tabs={[
        { value: 'story', label: 'Notre histoire', content: <StoryForm siteId={siteId} /> },
        { value: 'journey', label: 'Notre parcours', content: <JourneyEditor siteId={siteId} /> },
        { value: 'values', label: 'Nos valeurs', content: <ValuesEditor siteId={siteId} /> },
        { value: 'team', label: 'Notre équipe', content: <TeamEditor siteId={siteId} /> },
        { value: 'partners', label: 'Nos partenaires', content: <PartnersEditor siteId={siteId} /> },
      ]}
    />
  );
}

/** /admin/pages/about: story, journey steps, values, team and partners, one tab each. */
export function AboutPage() {
  return (
    <AdminPage
      title="Page Qui sommes-nous"
      description="Votre histoire, vos grandes étapes, vos valeurs, votre équipe et vos partenaires."
    >
      <RequireSite>{({ siteId }) => <AboutTabs key={siteId} siteId={siteId} />}</RequireSite>
    </AdminPage>
  );
}
