import { Text } from '@chakra-ui/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Services } from '@/lib/services';
import { renderWithServices } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';
import { FormInput } from '../form-input';
import { CollectionEditor, type CollectionEditorTexts } from './collection-editor';

const SITE = 'epicerie-du-marche';
const MESSAGE = 'Veuillez remplir la question et la réponse';
const faqForm = z.object({
  question: z.string().trim().min(1, MESSAGE),
  answer: z.string().trim().min(1, MESSAGE),
});

const texts: CollectionEditorTexts = {
  title: 'Questions fréquentes',
  addLabel: 'Ajouter une question',
  createTitle: 'Nouvelle question',
  editTitle: 'Modifier la question',
  empty: 'Aucune question fréquente',
  deleteQuestion: 'Êtes-vous sûr de vouloir supprimer cette question ?',
  created: 'Question ajoutée avec succès',
  updated: 'Question modifiée avec succès',
  deleted: 'Question supprimée avec succès',
  saveFailed: 'Erreur lors de la sauvegarde',
  deleteFailed: 'Erreur lors de la suppression',
  loadFailed: 'Impossible de charger les questions',
};

function renderEditor(services: Services) {
  return renderWithServices(
    <CollectionEditor
      siteId={SITE}
      collection="faqs"
      texts={texts}
      schema={faqForm}
      toForm={(faq) => ({ question: faq?.question ?? '', answer: faq?.answer ?? '' })}
      toDoc={(values) => values}
      labelOf={(faq) => faq.question}
      renderItem={(faq) => <Text fontWeight="medium">{faq.question}</Text>}
      renderFields={(form) => (
        <>
          <FormInput form={form} name="question" label="Question" required />
          <FormInput form={form} name="answer" label="Réponse" required rows={3} />
        </>
      )}
    />,
    services,
  );
}

const list = async () => within(await screen.findByRole('list', { name: 'Questions fréquentes' }));
const questionsOnScreen = async () =>
  (await list()).getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent);
const stored = async (services: Services) =>
  (await services.db.query(`sites/${SITE}/faqs`, { orderBy: [['orderIndex', 'asc']] })).map((doc) => doc.data);

async function openCreate() {
  await userEvent.click(await screen.findByRole('button', { name: 'Ajouter une question' }));
  return within(await screen.findByRole('dialog', { name: 'Nouvelle question' }));
}

describe('collection editor', () => {
  it('refuses an empty item with the schema message, then adds it last', async () => {
    const services = await createTestServices();
    renderEditor(services);
    const before = await questionsOnScreen();
    const dialog = await openCreate();
    await userEvent.click(dialog.getByRole('button', { name: 'Ajouter' }));
    expect(await dialog.findAllByText(MESSAGE)).toHaveLength(2);

    await userEvent.type(dialog.getByLabelText(/^Question/), 'Acceptez-vous les tickets restaurant ?');
    await userEvent.type(dialog.getByLabelText(/^Réponse/), 'Oui, papier et carte.');
    await userEvent.click(dialog.getByRole('button', { name: 'Ajouter' }));

    expect(await screen.findByText('Question ajoutée avec succès')).toBeInTheDocument();
    await waitFor(async () =>
      expect(await questionsOnScreen()).toEqual([...before, 'Acceptez-vous les tickets restaurant ?']),
    );
    expect((await stored(services)).at(-1)).toEqual({
      question: 'Acceptez-vous les tickets restaurant ?',
      answer: 'Oui, papier et carte.',
      orderIndex: before.length,
    });
  });

  it('keeps the dialog and what was typed when the save fails', async () => {
    const services = await createTestServices();
    services.db.add = () => Promise.reject(new Error('refusé'));
    renderEditor(services);
    const dialog = await openCreate();
    await userEvent.type(dialog.getByLabelText(/^Question/), 'Livrez-vous le dimanche ?');
    await userEvent.type(dialog.getByLabelText(/^Réponse/), 'Non.');
    await userEvent.click(dialog.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText('Erreur lors de la sauvegarde')).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Question/)).toHaveValue('Livrez-vous le dimanche ?');
  });

  it('edits an item in place and deletes one after confirmation', async () => {
    const services = await createTestServices();
    renderEditor(services);
    const [first = '', second = ''] = await questionsOnScreen();
    await userEvent.click((await list()).getByRole('button', { name: `Modifier « ${first} »` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifier la question' }));
    expect(dialog.getByLabelText(/^Question/)).toHaveValue(first);
    await userEvent.clear(dialog.getByLabelText(/^Question/));
    await userEvent.type(dialog.getByLabelText(/^Question/), 'Question reformulée ?');
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Question modifiée avec succès')).toBeInTheDocument();
    await waitFor(async () => expect((await questionsOnScreen())[0]).toBe('Question reformulée ?'));

    await userEvent.click((await list()).getByRole('button', { name: `Supprimer « ${second} »` }));
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(confirm.getByText('Êtes-vous sûr de vouloir supprimer cette question ?')).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Question supprimée avec succès')).toBeInTheDocument();
    await waitFor(async () => expect(await questionsOnScreen()).not.toContain(second));
  });

  it('shows the empty state when the list is empty', async () => {
    renderEditor(await createTestServices({ seed: false }));
    expect(await screen.findByText('Aucune question fréquente')).toBeInTheDocument();
  });
});
