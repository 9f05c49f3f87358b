import { AdminPage } from '@/components/admin/ui/admin-page';
import { LeadScreen } from './lead-screen';
import { RequireSite } from '@/components/admin/session/require-site';
import { DaySheet } from './day-sheet';
import { reservationView } from './reservation-view';

/** /admin/content/reservations: the click-and-collect requests, soonest pick-up first, and the day sheet. */
export function ReservationsPage() {
  return (
    <AdminPage
      title="Réservations"
      description="Les demandes de retrait en boutique envoyées depuis la fiche de vos produits."
    >
      <RequireSite>
        {({ siteId, site }) => (
          <LeadScreen
            key={siteId}
            view={reservationView}
            siteId={siteId}
            siteName={site.name}
            aside={<DaySheet siteId={siteId} siteName={site.name} />}
          />
        )}
      </RequireSite>
    </AdminPage>
  );
}
