import { refs, removeWrite, setWrite } from '@comptoir/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Services } from '@/lib/services';
import { png, upload } from '@/testing/image-uploads';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';

const SITE = 'epicerie-du-marche';
const URL = '/admin/pages/services';
const CATEGORY_REQUIRED = 'Veuillez remplir au moins le nom et le titre';
const FAQ_REQUIRED = 'Veuillez remplir la question et la réponse';
const PANIERS = 'Paniers garnis';

const owner = (writes: Parameters<typeof createTestServices>[0] = {}) =>
  createTestServices({ signInAs: 'owner@demo.test', ...writes });
const headerForm = async () => within(await screen.findByRole('form', { name: 'En-tête de la page' }));
const categories = async () => within(await screen.findByRole('list', { name: 'Catégories de prestations' }));
const categoryCard = async (title: string) =>
  within((await categories()).getByRole('heading', { name: title }).closest('li') as HTMLElement);
const stored = async (services: Services, collection: 'serviceCategories' | 'faqs') =>
  (await services.db.query(`sites/${SITE}/${collection}`, { orderBy: [['orderIndex', 'asc']] })).map((doc) => doc.data);

describe('services page editor', () => {
  describe('page title and description', () => {
    it('saves only the title and the description', async () => {
      const services = await owner();
      renderRoute(URL, services);
      const header = await headerForm();
      await waitFor(() => expect(header.getByLabelText('Titre de la page')).toHaveValue('Nos prestations'));
      await userEvent.clear(header.getByLabelText('Titre de la page'));
      await userEvent.type(header.getByLabelText('Titre de la page'), 'Nos services');
      await userEvent.clear(header.getByLabelText('Description'));
      await userEvent.type(header.getByLabelText('Description'), 'Paniers, plateaux et livraison.');
      await userEvent.click(header.getByRole('button', { name: 'Enregistrer' }));
      expect(await screen.findByText('Contenu sauvegardé avec succès')).toBeInTheDocument();
      expect((await services.db.get(refs.page(SITE, 'services').path))?.data).toEqual({
        title: 'Nos services',
        description: 'Paniers, plateaux et livraison.',
      });
    });

    it("starts from 'Nos prestations' when the page was never saved", async () => {
      const services = await owner({ writes: [removeWrite(refs.page(SITE, 'services'))] });
      renderRoute(URL, services);
      const header = await headerForm();
      expect(await header.findByLabelText('Titre de la page')).toHaveValue('Nos prestations');
      expect(header.getByLabelText('Description')).toHaveValue('');
    });

    it('keeps what was typed when the save fails', async () => {
      const services = await owner();
      services.db.set = () => Promise.reject(new Error('refusé'));
      renderRoute(URL, services);
      const header = await headerForm();
      await userEvent.type(await header.findByLabelText('Titre de la page'), ' du marché');
      await userEvent.click(header.getByRole('button', { name: 'Enregistrer' }));
      expect(await screen.findByText('Une erreur est survenue lors de la sauvegarde')).toBeInTheDocument();
      expect(header.getByLabelText('Titre de la page')).toHaveValue('Nos prestations du marché');
    });
  });

  describe('service categories', () => {
    it('previews three images, then +N', async () => {
      const images = [1, 2, 3, 4, 5].map((n) => `/seed/epicerie/services/photo-${n}.svg`);
      const services = await owner({
        writes: [
          setWrite(refs.item(SITE, 'serviceCategories', 'svc-traiteur'), {
            name: 'Traiteur',
            title: 'Buffets et cocktails',
            images,
            orderIndex: 3,
          }),
        ],
      });
      renderRoute(URL, services);
      const traiteur = await categoryCard('Buffets et cocktails');
      expect(traiteur.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(images.slice(0, 3));
      expect(traiteur.getByText('+2')).toBeInTheDocument();
      const paniers = await categoryCard('Des paniers gourmands pour toutes les occasions');
      expect(paniers.getAllByRole('img')).toHaveLength(3);
      expect(paniers.queryByText(/^\+/)).not.toBeInTheDocument();
    });

    it('requires a name and a title, then adds the category last with its images in order', async () => {
      const services = await owner();
      renderRoute(URL, services);
      await userEvent.click(await screen.findByRole('button', { name: 'Ajouter une catégorie' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Nouvelle catégorie de prestation' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Ajouter' }));
      expect(await dialog.findAllByText(CATEGORY_REQUIRED)).toHaveLength(2);

      await userEvent.type(dialog.getByLabelText(/^Nom de l’onglet/), 'Traiteur');
      await userEvent.type(dialog.getByLabelText(/^Titre/), 'Buffets et cocktails');
      await upload(dialog, 'Ajouter une image', png('buffet.png'));
      await dialog.findByRole('img', { name: 'Aperçu\u00a0: Image 1' });
      await upload(dialog, 'Ajouter une image', png('cocktail.png'));
      await dialog.findByRole('img', { name: 'Aperçu\u00a0: Image 2' });
      const [first, second] = ['Image 1', 'Image 2'].map(
        (name) => dialog.getByRole('img', { name: `Aperçu\u00a0: ${name}` }).getAttribute('src') ?? '',
      );

      await userEvent.click(dialog.getByRole('button', { name: 'Monter «\u00a0Image 2\u00a0»' }));
      expect(dialog.getByRole('img', { name: 'Aperçu\u00a0: Image 1' })).toHaveAttribute('src', second);
      await waitFor(() =>
        expect(dialog.getByRole('button', { name: 'Descendre «\u00a0Image 1\u00a0»' })).toHaveFocus(),
      );
      expect(screen.getByText('Image déplacée en position 1 sur 2')).toBeInTheDocument();
      await userEvent.click(dialog.getByRole('button', { name: 'Ajouter' }));

      expect(await screen.findByText('Catégorie créée avec succès')).toBeInTheDocument();
      expect((await stored(services, 'serviceCategories')).at(-1)).toEqual({
        name: 'Traiteur',
        title: 'Buffets et cocktails',
        description: '',
        images: [second, first],
        orderIndex: 3,
      });
      await waitFor(async () =>
        expect(
          (await categoryCard('Buffets et cocktails')).getAllByRole('img').map((img) => img.getAttribute('src')),
        ).toEqual([second, first]),
      );
    });

    it("removes and reorders a category's images", async () => {
      const services = await owner();
      renderRoute(URL, services);
      await userEvent.click((await categories()).getByRole('button', { name: `Modifier «\u00a0${PANIERS}\u00a0»` }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Modifier la catégorie de prestation' }));
      const images = within(dialog.getByRole('list', { name: 'Images' }));
      await userEvent.click(
        within(images.getAllByRole('listitem')[0] as HTMLElement).getByRole('button', { name: 'Retirer l’image' }),
      );
      await userEvent.click(dialog.getByRole('button', { name: 'Descendre «\u00a0Image 1\u00a0»' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
      expect(await screen.findByText('Catégorie modifiée avec succès')).toBeInTheDocument();
      expect((await stored(services, 'serviceCategories'))[0]?.images).toEqual([
        '/seed/epicerie/services/paniers-3-1600w.webp',
        '/seed/epicerie/services/paniers-2-1600w.webp',
      ]);
    });

    it('deletes a category after confirmation', async () => {
      const services = await owner();
      renderRoute(URL, services);
      await userEvent.click((await categories()).getByRole('button', { name: `Supprimer «\u00a0${PANIERS}\u00a0»` }));
      const confirm = within(await screen.findByRole('alertdialog'));
      expect(confirm.getByText('Êtes-vous sûr de vouloir supprimer cette catégorie ?')).toBeInTheDocument();
      await userEvent.click(confirm.getByRole('button', { name: 'Supprimer' }));
      expect(await screen.findByText('Catégorie supprimée avec succès')).toBeInTheDocument();
      expect((await stored(services, 'serviceCategories')).map((category) => category.name)).not.toContain(PANIERS);
    });
  });

  describe('FAQs', () => {
    it('requires the question and the answer, then adds the question and deletes one', async () => {
      const services = await owner();
      renderRoute(URL, services);
      await userEvent.click(await screen.findByRole('button', { name: 'Ajouter une question' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Nouvelle question' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Ajouter' }));
      expect(await dialog.findAllByText(FAQ_REQUIRED)).toHaveLength(2);
      await userEvent.type(dialog.getByLabelText(/^Question/), 'Livrez-vous le dimanche ?');
      await userEvent.type(dialog.getByLabelText(/^Réponse/), 'Non, du mardi au samedi.');
      await userEvent.click(dialog.getByRole('button', { name: 'Ajouter' }));
      expect(await screen.findByText('Question ajoutée avec succès')).toBeInTheDocument();
      expect((await stored(services, 'faqs')).at(-1)).toMatchObject({
        question: 'Livrez-vous le dimanche ?',
        answer: 'Non, du mardi au samedi.',
      });

      const list = within(await screen.findByRole('list', { name: 'Questions fréquentes' }));
      const [first = ''] = list.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
      await userEvent.click(list.getByRole('button', { name: `Supprimer «\u00a0${first}\u00a0»` }));
      const confirm = within(await screen.findByRole('alertdialog'));
      expect(confirm.getByText('Êtes-vous sûr de vouloir supprimer cette question ?')).toBeInTheDocument();
      await userEvent.click(confirm.getByRole('button', { name: 'Supprimer' }));
      expect(await screen.findByText('Question supprimée avec succès')).toBeInTheDocument();
    });
  });

  it('shows both empty states when there is no category and no question', async () => {
    const services = await owner();
    const docs = [
      ...(await services.db.query(`sites/${SITE}/serviceCategories`)).map((doc) =>
        removeWrite(refs.item(SITE, 'serviceCategories', doc.id)),
      ),
      ...(await services.db.query(`sites/${SITE}/faqs`)).map((doc) => removeWrite(refs.item(SITE, 'faqs', doc.id))),
    ];
    await services.db.batch(docs);
    renderRoute(URL, services);
    expect(await screen.findByText('Aucune catégorie de prestation')).toBeInTheDocument();
    expect(await screen.findByText('Aucune question fréquente')).toBeInTheDocument();
  });
});
