import { Text } from '@chakra-ui/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { notify } from '@/components/ui/notify';
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

// The editor's own wording, not the FAQ screen's: the tests find every text through `texts`.
const texts: CollectionEditorTexts = {
  title: 'Entrées',
  addLabel: 'Ajouter une entrée',
  createTitle: 'Nouvelle entrée',
  editTitle: 'Modifier l’entrée',
  empty: 'Aucune entrée',
  deleteQuestion: 'Supprimer cette entrée ?',
  created: 'Entrée ajoutée',
  updated: 'Entrée modifiée',
  deleted: 'Entrée supprimée',
  saveFailed: 'Sauvegarde impossible',
  deleteFailed: 'Suppression impossible',
  loadFailed: 'Lecture impossible',
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

const list = async () => within(await screen.findByRole('list', { name: texts.title }));
const questionsOnScreen = async () =>
  (await list()).getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent);
const stored = async (services: Services) =>
  (await services.db.query(`sites/${SITE}/faqs`, { orderBy: [['orderIndex', 'asc']] })).map((doc) => doc.data);

async function openCreate() {
  await userEvent.click(await screen.findByRole('button', { name: texts.addLabel }));
  return within(await screen.findByRole('dialog', { name: texts.createTitle }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

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

    expect(await screen.findByText(texts.created)).toBeInTheDocument();
    await waitFor(async () =>
      expect(await questionsOnScreen()).toEqual([...before, 'Acceptez-vous les tickets restaurant ?']),
    );
    expect((await stored(services)).at(-1)).toEqual({
      question: 'Acceptez-vous les tickets restaurant ?',
      answer: 'Oui, papier et carte.',
      orderIndex: before.length,
    });
  });

  it('keeps the dialog and what was typed when the save fails, and says why in it, read out', async () => {
    const services = await createTestServices();
    services.db.add = () => Promise.reject(new Error('refusé'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const toast = vi.spyOn(notify, 'error');
    renderEditor(services);
    const dialog = await openCreate();
    await userEvent.type(dialog.getByLabelText(/^Question/), 'Livrez-vous le dimanche ?');
    await userEvent.type(dialog.getByLabelText(/^Réponse/), 'Non.');
    await userEvent.click(dialog.getByRole('button', { name: 'Ajouter' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(texts.saveFailed);
    // Said in the dialog, not in a toast under it.
    expect(toast).not.toHaveBeenCalled();
    expect(dialog.getByLabelText(/^Question/)).toHaveValue('Livrez-vous le dimanche ?');
  });

  it('edits an item in place and deletes one after confirmation', async () => {
    const services = await createTestServices();
    renderEditor(services);
    const [first = '', second = ''] = await questionsOnScreen();
    await userEvent.click((await list()).getByRole('button', { name: `Modifier «\u00a0${first}\u00a0»` }));
    const dialog = within(await screen.findByRole('dialog', { name: texts.editTitle }));
    expect(dialog.getByLabelText(/^Question/)).toHaveValue(first);
    await userEvent.clear(dialog.getByLabelText(/^Question/));
    await userEvent.type(dialog.getByLabelText(/^Question/), 'Question reformulée ?');
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(texts.updated)).toBeInTheDocument();
    await waitFor(async () => expect((await questionsOnScreen())[0]).toBe('Question reformulée ?'));

    await userEvent.click((await list()).getByRole('button', { name: `Supprimer «\u00a0${second}\u00a0»` }));
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(confirm.getByText(texts.deleteQuestion)).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText(texts.deleted)).toBeInTheDocument();
    await waitFor(async () => expect(await questionsOnScreen()).not.toContain(second));
  });

  it('shows the empty state when the list is empty', async () => {
    renderEditor(await createTestServices({ seed: false }));
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
  });
});
