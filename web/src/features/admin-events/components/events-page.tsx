import { eventFormDefaults, eventFormSchema, type EventFormValues } from '@comptoir/core';
import { CalendarDays } from 'lucide-react';
import { AdminPage } from '@/components/admin/ui/admin-page';
import {
  CollectionEditor,
  type CollectionEditorTexts,
  type CollectionItem,
} from '@/components/admin/forms/collection-editor/collection-editor';
import { RequireSite } from '@/components/admin/session/require-site';
import { EventFields } from './event-fields';
import { EventSummary } from './event-summary';

const TEXTS: CollectionEditorTexts = {
  title: 'Vos événements',
  description: 'Affichés sur la page d’accueil, dans cet ordre.',
  addLabel: 'Ajouter un événement',
  createTitle: 'Nouvel événement',
  editTitle: 'Modifier l’événement',
  empty: 'Aucun événement configuré',
  deleteQuestion: 'Êtes-vous sûr de vouloir supprimer cet événement\u00a0?',
  created: 'Événement créé avec succès',
  updated: 'Événement modifié avec succès',
  deleted: 'Événement supprimé avec succès',
  saveFailed: 'Erreur lors de la sauvegarde',
  deleteFailed: 'Erreur lors de la suppression',
  loadFailed: 'Impossible de charger les événements',
};

type EventItem = CollectionItem<'events'>;

const toForm = (event?: EventItem) => eventFormDefaults(event);

// Never participationCount: visitors' count is the server's (firestore.rules refuse an owner's
// change), and a new event starts at the schema's 0.
const toDoc = (values: EventFormValues) => ({ ...values, type: 'event' });

/** /admin/content/events: the events shown on the home page. */
export function EventsPage() {
  return (
    <AdminPage title="Événements" description={'Dégustations, ateliers, rencontres\u00a0: vos prochains rendez-vous.'}>
      <RequireSite>
        {({ siteId }) => (
          <CollectionEditor
            key={siteId}
            siteId={siteId}
            collection="events"
            texts={TEXTS}
            schema={eventFormSchema}
            toForm={toForm}
            toDoc={toDoc}
            labelOf={(event) => event.title}
            renderFields={(form, event) => <EventFields form={form} coming={event?.participationCount} />}
            renderItem={(event) => <EventSummary event={event} />}
            columns={{ md: 2, lg: 3 }}
            emptyIcon={CalendarDays}
            dialogSize="lg"
          />
        )}
      </RequireSite>
    </AdminPage>
  );
}
