import { DEFAULT_RATING, testimonialFormSchema, type TestimonialFormValues } from '@comptoir/core';
import { MessageSquareQuote } from 'lucide-react';
import { AdminPage } from '@/components/admin/ui/admin-page';
import {
  CollectionEditor,
  type CollectionEditorTexts,
  type CollectionItem,
} from '@/components/admin/forms/collection-editor/collection-editor';
import { RequireSite } from '@/components/admin/session/require-site';
import { TestimonialFields } from './testimonial-fields';
import { TestimonialSummary } from './testimonial-summary';

const TEXTS: CollectionEditorTexts = {
  title: 'Vos avis clients',
  description: 'Affichés sur la page d’accueil («\u00a0Ce que nos clients disent\u00a0»), dans cet ordre.',
  addLabel: 'Ajouter un avis',
  createTitle: 'Nouvel avis',
  editTitle: 'Modifier l’avis',
  empty: 'Aucun avis configuré',
  deleteQuestion: 'Êtes-vous sûr de vouloir supprimer cet avis\u00a0?',
  created: 'Avis créé avec succès',
  updated: 'Avis modifié avec succès',
  deleted: 'Avis supprimé avec succès',
  saveFailed: 'Erreur lors de la sauvegarde',
  deleteFailed: 'Erreur lors de la suppression',
  loadFailed: 'Impossible de charger les avis',
};

type TestimonialItem = CollectionItem<'testimonials'>;

const toForm = (testimonial?: TestimonialItem) => ({
  customerName: testimonial?.customerName ?? '',
  customerInitials: testimonial?.customerInitials ?? '',
  text: testimonial?.text ?? '',
  rating: testimonial?.rating ?? DEFAULT_RATING,
});

const toDoc = (values: TestimonialFormValues) => values;

/** /admin/content/testimonials: the customer reviews shown on the home page. */
export function TestimonialsPage() {
  return (
    <AdminPage title="Avis clients" description="Les témoignages de vos clients, notés de 1 à 5 étoiles.">
      <RequireSite>
        {({ siteId }) => (
          <CollectionEditor
            key={siteId}
            siteId={siteId}
            collection="testimonials"
            texts={TEXTS}
            schema={testimonialFormSchema}
            toForm={toForm}
            toDoc={toDoc}
            labelOf={(testimonial) => testimonial.customerName}
            renderFields={(form) => <TestimonialFields form={form} />}
            renderItem={(testimonial) => <TestimonialSummary testimonial={testimonial} />}
            columns={{ md: 2, lg: 3 }}
            emptyIcon={MessageSquareQuote}
            dialogSize="lg"
          />
        )}
      </RequireSite>
    </AdminPage>
  );
}
