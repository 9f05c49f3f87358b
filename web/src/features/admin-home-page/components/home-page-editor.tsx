import { Button } from '@chakra-ui/react';
import type { PlanFeature } from '@comptoir/core';
import { CalendarDays, MessageSquareQuote, ShoppingBasket, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { AdminPage } from '@/components/admin/ui/admin-page';
import { AdminTabs } from '@/components/admin/ui/admin-tabs';
import { RequireSite } from '@/components/admin/session/require-site';
import { usePlanAllows } from '@/components/admin/session/use-plan-allows';
import { screenPaths } from '@/config/admin-screens';
import { HeroForm } from './hero-form';
import { HighlightForm } from './highlight-form';
import { ReassuranceEditor } from './reassurance-editor';

/** The home page's other sections are edited on their own screens (those of the site's plan). */
const RELATED: readonly { to: string; label: string; icon: LucideIcon; feature?: PlanFeature }[] = [
  { to: screenPaths.products, label: 'Produits phares', icon: ShoppingBasket, feature: 'products' },
  { to: screenPaths.events, label: 'Événements', icon: CalendarDays },
  { to: screenPaths.testimonials, label: 'Avis clients', icon: MessageSquareQuote },
];

function HomeTabs({ siteId }: { siteId: string }) {
  return (
    <AdminTabs
      tabs={[
        { value: 'hero', label: 'Section héro', content: <HeroForm siteId={siteId} /> },
        { value: 'highlight', label: 'En ce moment', content: <HighlightForm siteId={siteId} /> },
        { value: 'reassurance', label: 'Éléments de réassurance', content: <ReassuranceEditor siteId={siteId} /> },
      ]}
    />
  );
}

/** /admin/pages/home: the back-office editor of the public site's home page, one tab per section. */
export function HomePageEditor() {
  const allows = usePlanAllows();
  const related = RELATED.filter(({ feature }) => allows(feature));
  const elsewhere = allows('products')
    ? 'Les produits phares, les événements et les avis'
    : 'Les événements et les avis';
  return (
    <AdminPage
      title="Page d’accueil"
      description={`Le bandeau, l’actualité du moment et vos engagements. ${elsewhere} se gèrent sur leurs écrans.`}
      actions={related.map(({ to, label, icon: Icon }) => (
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
