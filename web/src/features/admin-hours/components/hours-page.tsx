import { Stack } from '@chakra-ui/react';
import { CongesCard } from '@/components/admin/special-periods/conges-card';
import { AdminPage } from '@/components/admin/ui/admin-page';
import { AdminTabs } from '@/components/admin/ui/admin-tabs';
import { RequireSite } from '@/components/admin/session/require-site';
import { HolidaysSection } from './holidays-section';
import { PreparationForm } from './preparation-form';
import { SpecialPeriodsSection } from './special-periods-section';
import { WeekHoursForm } from './week-hours-form';

function HoursTabs({ siteId, alsaceMoselle }: { siteId: string; alsaceMoselle: boolean }) {
  return (
    <AdminTabs
      tabs={[
        { value: 'regular', label: 'Horaires habituels', content: <WeekHoursForm siteId={siteId} /> },
        {
          value: 'special',
          label: 'Périodes spéciales',
          content: (
            <Stack gap="6">
              <CongesCard siteId={siteId} />
              <SpecialPeriodsSection siteId={siteId} />
              <HolidaysSection siteId={siteId} alsaceMoselle={alsaceMoselle} />
            </Stack>
          ),
        },
        { value: 'reservations', label: 'Réservations', content: <PreparationForm siteId={siteId} /> },
      ]}
    />
  );
}

/**
 * /admin/pages/hours: the regular week, holidays (« Congés »), special periods and public holidays,
 * the reservations' delay.
 */
export function HoursPage() {
  return (
    <AdminPage
      title="Horaires d’ouverture"
      description="Vos horaires de la semaine et vos périodes exceptionnelles, affichés sur votre site."
    >
      <RequireSite>
        {({ siteId, site }) => <HoursTabs key={siteId} siteId={siteId} alsaceMoselle={site.alsaceMoselle} />}
      </RequireSite>
    </AdminPage>
  );
}
