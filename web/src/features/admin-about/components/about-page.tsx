import { Tabs } from '@chakra-ui/react';
import { AdminPage } from '@/components/admin/admin-page';
import { RequireSite } from '@/components/admin/require-site';
import { JourneyEditor } from './journey-editor';
import { PartnersEditor } from './partners-editor';
import { StoryForm } from './story-form';
import { TeamEditor } from './team-editor';
import { ValuesEditor } from './values-editor';

const TABS = [
  { value: 'story', label: 'Notre histoire', Editor: StoryForm },
  { value: 'journey', label: 'Notre parcours', Editor: JourneyEditor },
  { value: 'values', label: 'Nos valeurs', Editor: ValuesEditor },
  { value: 'team', label: 'Notre équipe', Editor: TeamEditor },
  { value: 'partners', label: 'Nos partenaires', Editor: PartnersEditor },
] as const;

function AboutTabs({ siteId }: { siteId: string }) {
  return (
    // lazyMount without unmountOnExit: a tab mounts when first opened and keeps what was typed.
    <Tabs.Root defaultValue="story" variant="line" lazyMount>
      <Tabs.List overflowX="auto" overflowY="hidden">
        {TABS.map(({ value, label }) => (
          <Tabs.Trigger key={value} value={value} flexShrink={0}>
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {TABS.map(({ value, Editor }) => (
        <Tabs.Content key={value} value={value} pt="5">
          <Editor siteId={siteId} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** /admin/pages/about (spec §2): story, journey steps, values, team and partners, one tab each. */
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
