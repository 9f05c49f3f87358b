import { Heading, Stack, Text } from '@chakra-ui/react';
import { faqFormSchema, type FaqFormValues } from '@comptoir/core';
import { CircleHelp } from 'lucide-react';
import {
  CollectionEditor,
  type CollectionEditorTexts,
  type CollectionItem,
} from '@/components/admin/forms/collection-editor/collection-editor';
import { FormInput } from '@/components/admin/forms/form-input';

const TEXTS: CollectionEditorTexts = {
  title: 'Questions fréquentes',
  description: 'Affichées en bas de la page Nos prestations, dans cet ordre.',
  addLabel: 'Ajouter une question',
  createTitle: 'Nouvelle question',
  editTitle: 'Modifier la question',
  empty: 'Aucune question fréquente',
  deleteQuestion: 'Êtes-vous sûr de vouloir supprimer cette question\u00a0?',
  created: 'Question ajoutée avec succès',
  updated: 'Question modifiée avec succès',
  deleted: 'Question supprimée avec succès',
  saveFailed: 'Erreur lors de la sauvegarde',
  deleteFailed: 'Erreur lors de la suppression',
  loadFailed: 'Impossible de charger les questions fréquentes',
};

const toForm = (faq?: CollectionItem<'faqs'>) => ({ question: faq?.question ?? '', answer: faq?.answer ?? '' });
const toDoc = (values: FaqFormValues) => values;

/** The services page's FAQ ('Questions fréquentes'). */
export function FaqsEditor({ siteId }: { siteId: string }) {
  return (
    <CollectionEditor
      siteId={siteId}
      collection="faqs"
      texts={TEXTS}
      schema={faqFormSchema}
      toForm={toForm}
      toDoc={toDoc}
      labelOf={(faq) => faq.question}
      renderFields={(form) => (
        <>
          <FormInput form={form} name="question" label="Question" required />
          <FormInput form={form} name="answer" label="Réponse" required rows={5} />
        </>
      )}
      renderItem={(faq) => (
        <Stack gap="1">
          <Heading as="h3" size="sm" lineHeight="short">
            {faq.question}
          </Heading>
          <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line" lineClamp={3}>
            {faq.answer}
          </Text>
        </Stack>
      )}
      emptyIcon={CircleHelp}
    />
  );
}
