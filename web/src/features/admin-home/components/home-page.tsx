import { Button, Tabs } from '@chakra-ui/react';
import { CalendarDays, MessageSquareQuote, ShoppingBasket } from 'lucide-react';
import { Link } from 'react-router';
import { AdminPage } from '@/components/admin/admin-page';
import { RequireSite } from '@/components/admin/require-site';
import { paths } from '@/config/paths';
import { HeroForm } from './hero-form';
import { HighlightForm } from './highlight-form';
import { ReassuranceEditor } from './reassurance-editor';

/** The home page's other sections are edited on their own screens. */
const RELATED = [
  { to: paths.admin.products, label: 'Produits phares', icon: ShoppingBasket },
  { to: paths.admin.events, label: 'Événements', icon: CalendarDays },
  { to: paths.admin.testimonials, label: 'Avis clients', icon: MessageSquareQuote },
] as const;

function HomeTabs({ siteId }: { siteId: string }) {
  return (
    // lazyMount without unmountOnExit: a tab mounts when first opened and keeps what was typed.
    <Tabs.Root defaultValue="hero" variant="line" lazyMount>
      <Tabs.List overflowX="auto" overflowY="hidden">
        <Tabs.Trigger value="hero" flexShrink={0}>
          Section héro
        </Tabs.Trigger>
        <Tabs.Trigger value="highlight" flexShrink={0}>
          En ce moment
        </Tabs.Trigger>
        <Tabs.Trigger value="reassurance" flexShrink={0}>
          Éléments de réassurance
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="hero" pt="5">
        <HeroForm siteId={siteId} />
      </Tabs.Content>
      <Tabs.Content value="highlight" pt="5">
        <HighlightForm siteId={siteId} />
      </Tabs.Content>
      <Tabs.Content value="reassurance" pt="5">
        <ReassuranceEditor siteId={siteId} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

/** /admin/pages/home (spec §2). */
export function HomePage() {
  return (
    <AdminPage
      title="Page d'accueil"
      description="Le bandeau, l'actualité du moment et vos engagements. Les produits phares, les événements et les avis se gèrent sur leurs écrans."
      actions={RELATED.map(({ to, label, icon: Icon }) => (
        <Button key={to} asChild variant="outline" size="sm">
          <Link to={to}>
            <Icon aria-hidden="true" />
            {label}
          </Link>
        </Button>
      ))}
    >
      <RequireSite>{({ siteId }) => <HomeTabs key={siteId} siteId={siteId} />}</RequireSite>
    </AdminPage>
  );
}
