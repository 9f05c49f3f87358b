import { journeyStepFormSchema, type JourneyStepFormValues } from '@comptoir/core';
import { Milestone } from 'lucide-react';
import { CollectionEditor, type CollectionItem } from '@/components/admin/forms/collection-editor/collection-editor';
import { FormInput } from '@/components/admin/forms/form-input';
import { ItemSummary } from '@/components/admin/ui/item-summary';
import { aboutTexts } from './about-texts';

const TEXTS = aboutTexts(
  { saved: 'Étape sauvegardée', deleted: 'Étape supprimée', the: 'l’étape', this: 'cette étape' },
  {
    title: 'Notre parcours',
    description: 'Les grandes étapes de la boutique, affichées dans cet ordre.',
    addLabel: 'Ajouter une étape',
    createTitle: 'Nouvelle étape',
    editTitle: 'Modifier l’étape',
    empty: 'Aucune étape configurée',
  },
);

type Step = CollectionItem<'journeySteps'>;

const toForm = (step?: Step) => ({ title: step?.title ?? '', description: step?.description ?? '' });
const toDoc = ({ title, description }: JourneyStepFormValues) => ({ title, description });

/** The journey steps (title and description required). */
export function JourneyEditor({ siteId }: { siteId: string }) {
  return (
    <CollectionEditor
      siteId={siteId}
      collection="journeySteps"
      texts={TEXTS}
      schema={journeyStepFormSchema}
      toForm={toForm}
      toDoc={toDoc}
      labelOf={(step) => step.title}
      renderFields={(form) => (
        <>
          <FormInput
            form={form}
            name="title"
            label="Titre"
            required
            helper={'Par exemple une année\u00a0: «\u00a02012\u00a0».'}
          />
          <FormInput form={form} name="description" label="Description" required rows={4} />
        </>
      )}
      renderItem={(step) => <ItemSummary title={step.title} text={step.description} />}
      emptyIcon={Milestone}
    />
  );
}
