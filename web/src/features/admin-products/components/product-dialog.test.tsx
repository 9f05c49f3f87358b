import { refs, type Product } from '@comptoir/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Services } from '@/lib/services';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';

const SITE = 'epicerie-du-marche';
const VARIANT_1_PRICE = 'La déclinaison 1 doit avoir un prix valide ou être marquée "Prix en boutique"';
const owner = () => createTestServices({ signInAs: 'owner@demo.test' });
const stored = async (services: Services, id: string) =>
  (await services.db.get(refs.item(SITE, 'products', id).path))?.data as Product | undefined;
const allStored = async (services: Services) =>
  (await services.db.query(`sites/${SITE}/products`)).map((doc) => ({ id: doc.id, ...(doc.data as Product) }));

async function openCreate(services: Services) {
  renderRoute('/admin/products', services);
  await userEvent.click(await screen.findByRole('button', { name: 'Nouveau produit' }));
  return within(await screen.findByRole('dialog', { name: 'Nouveau produit' }));
}

async function openEdit(services: Services, name: string) {
  renderRoute('/admin/products', services);
  await userEvent.click(await screen.findByRole('button', { name: `Modifier «\u00a0${name}\u00a0»` }));
  return within(await screen.findByRole('dialog', { name: 'Modifier le produit' }));
}

const variantCards = (dialog: ReturnType<typeof within>) =>
  within(dialog.getByRole('list', { name: 'Déclinaisons' })).getAllByRole('listitem');
const variant = (dialog: ReturnType<typeof within>, index: number) =>
  within(variantCards(dialog)[index] as HTMLElement);

describe('product dialog', () => {
  it('shows the product and variant error messages on an empty new product', async () => {
    const dialog = await openCreate(await owner());
    await userEvent.click(dialog.getByRole('button', { name: 'Créer le produit' }));
    expect(await dialog.findByText('Le nom du produit est obligatoire')).toBeInTheDocument();
    expect(dialog.getByText('Le nom de la déclinaison 1 est obligatoire')).toBeInTheDocument();
    expect(dialog.getByText(VARIANT_1_PRICE)).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Nom du produit/)).toHaveFocus();
  });

  it('starts active, not featured, without category, with a decimal price field hidden by "Prix en boutique"', async () => {
    const dialog = await openCreate(await owner());
    expect(dialog.getByRole('checkbox', { name: 'Produit actif' })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'Mis en avant' })).not.toBeChecked();
    expect(dialog.getByLabelText('Catégorie')).toHaveValue('');
    const price = variant(dialog, 0).getByLabelText(/^Prix \(€\)/);
    // A text field with the decimal keypad: a number input misreads '6,50' in some locales.
    expect(price).not.toHaveAttribute('type', 'number');
    expect(price).toHaveAttribute('inputmode', 'decimal');
    expect(variant(dialog, 0).queryByRole('button', { name: /^Supprimer la déclinaison/ })).not.toBeInTheDocument();
    await userEvent.click(variant(dialog, 0).getByRole('checkbox', { name: 'Prix en boutique' }));
    expect(variant(dialog, 0).queryByLabelText(/^Prix \(€\)/)).not.toBeInTheDocument();
  });

  it('says which featured products the home page shows, and that a new one would not', async () => {
    const dialog = await openCreate(await owner());
    const help = () => dialog.getByText(/^La page d’accueil montre les 4 premiers produits mis en avant/);
    expect(help()).toHaveTextContent(/5 le sont\s: seuls « .+ », « .+ », « .+ » et « .+ » apparaissent\.$/);
    await userEvent.type(dialog.getByLabelText(/^Nom du produit/), 'Terrine');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Mis en avant' }));
    expect(help()).toHaveTextContent(
      /6 le sont\s: .* Ce produit n’y apparaîtra pas tant que ceux-là restent en avant\.$/,
    );
  });

  it('creates a product with two variants in one document, last in order and first in the grid', async () => {
    const services = await owner();
    const before = await allStored(services);
    const dialog = await openCreate(services);
    await userEvent.type(dialog.getByLabelText(/^Nom du produit/), 'Terrine de campagne');
    await userEvent.selectOptions(dialog.getByLabelText('Catégorie'), 'cat-epicerie-fine');
    await userEvent.type(dialog.getByLabelText(/^Date de fin/), '2031-12-31');
    await userEvent.type(variant(dialog, 0).getByLabelText(/^Nom de la déclinaison/), 'Bocal de 180 g');
    await userEvent.type(variant(dialog, 0).getByLabelText(/^Prix \(€\)/), '6,50');
    await userEvent.type(variant(dialog, 0).getByLabelText(/^Unité/), 'le bocal');
    await userEvent.click(dialog.getByRole('button', { name: 'Ajouter une déclinaison' }));
    expect(variant(dialog, 1).getByLabelText(/^Nom de la déclinaison/)).toHaveFocus();
    await userEvent.type(variant(dialog, 1).getByLabelText(/^Nom de la déclinaison/), 'À la coupe');
    await userEvent.click(variant(dialog, 1).getByRole('checkbox', { name: 'Prix en boutique' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Créer le produit' }));

    expect(await screen.findByText('Produit créé avec succès')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const created = (await allStored(services)).find((product) => product.name === 'Terrine de campagne');
    expect(created).toMatchObject({
      categoryId: 'cat-epicerie-fine',
      endDate: '2031-12-31',
      isActive: true,
      isFeatured: false,
      orderIndex: before.length,
      price: 6.5,
      priceUnit: 'le bocal',
      priceInStore: false,
    });
    expect(created?.variants.map((v) => [v.name, v.price, v.priceInStore, v.orderIndex])).toEqual([
      ['Bocal de 180 g', 6.5, false, 0],
      ['À la coupe', null, true, 1],
    ]);
    expect(created?.variants.every((v) => !v.id.startsWith('temp-'))).toBe(true);
    const grid = within(await screen.findByRole('list', { name: 'Produits' }));
    await waitFor(() => expect(grid.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('Terrine de campagne'));
    expect(grid.getByText('À partir de 6,50 € le bocal')).toBeInTheDocument();
  });

  it('names the faulty variant by its position and opens its card', async () => {
    const dialog = await openEdit(await owner(), 'Miel de lavande');
    expect(variant(dialog, 1).queryByLabelText(/^Nom de la déclinaison/)).not.toBeInTheDocument();
    await userEvent.click(
      variant(dialog, 1).getByRole('button', { name: 'Modifier la déclinaison «\u00a0Pot de 500 g\u00a0»' }),
    );
    await userEvent.clear(variant(dialog, 1).getByLabelText(/^Nom de la déclinaison/));
    await userEvent.clear(variant(dialog, 1).getByLabelText(/^Prix \(€\)/));
    await userEvent.type(variant(dialog, 1).getByLabelText(/^Prix \(€\)/), '0');
    await userEvent.click(variant(dialog, 1).getByRole('button', { name: /^Terminer/ }));
    expect(await dialog.findByText('Le nom de la déclinaison 2 est obligatoire')).toBeInTheDocument();
    expect(
      dialog.getByText('La déclinaison 2 doit avoir un prix valide ou être marquée "Prix en boutique"'),
    ).toBeInTheDocument();
    expect(variant(dialog, 1).getByLabelText(/^Nom de la déclinaison/)).toBeInTheDocument();
  });

  it('says how to write an unreadable price and keeps what was typed', async () => {
    const dialog = await openEdit(await owner(), 'Miel de lavande');
    await userEvent.click(
      variant(dialog, 1).getByRole('button', { name: 'Modifier la déclinaison «\u00a0Pot de 500 g\u00a0»' }),
    );
    const price = variant(dialog, 1).getByLabelText(/^Prix \(€\)/);
    expect(price).toHaveValue('12,90');
    await userEvent.clear(price);
    await userEvent.type(price, '6,505');
    await userEvent.click(variant(dialog, 1).getByRole('button', { name: /^Terminer/ }));
    // Testing Library folds the non-breaking space before ':' into a plain one.
    expect(
      await dialog.findByText(
        'Prix de la déclinaison 2 illisible : écrivez un montant en euros, par exemple 6,50 ou 12',
      ),
    ).toBeInTheDocument();
    expect(variant(dialog, 1).getByLabelText(/^Prix \(€\)/)).toHaveValue('6,505');
  });

  it('opens a faulty variant that was read-only when the save is refused', async () => {
    const services = await owner();
    const miel = await stored(services, 'prod-miel-lavande');
    const variants = miel?.variants.map((v, i) => (i === 2 ? { ...v, price: 0 } : v));
    await services.db.update(refs.item(SITE, 'products', 'prod-miel-lavande').path, { variants });
    const dialog = await openEdit(services, 'Miel de lavande');
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await dialog.findByText('La déclinaison 3 doit avoir un prix valide ou être marquée "Prix en boutique"'),
    ).toBeInTheDocument();
    await waitFor(() => expect(variant(dialog, 2).getByLabelText(/^Prix \(€\)/)).toHaveFocus());
  });

  it('requires at least one variant for a product stored without any', async () => {
    const services = await owner();
    await services.db.update(refs.item(SITE, 'products', 'prod-tomates-anciennes').path, { variants: [] });
    const dialog = await openEdit(services, 'Tomates anciennes');
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await dialog.findByText('Au moins une déclinaison est requise')).toBeInTheDocument();
  });

  it('removes, reorders and edits variants, then saves them with the product', async () => {
    const services = await owner();
    const createdAt = (await stored(services, 'prod-miel-lavande'))?.createdAt;
    const dialog = await openEdit(services, 'Miel de lavande');
    expect(variant(dialog, 0).queryByRole('button', { name: /^Supprimer la déclinaison/ })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Supprimer la déclinaison «\u00a0Pot de 1 kg\u00a0»' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Monter «\u00a0Pot de 500 g\u00a0»' }));
    expect(dialog.getByRole('button', { name: 'Monter «\u00a0Pot de 500 g\u00a0»' })).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Descendre «\u00a0Pot de 500 g\u00a0»' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Modifier la déclinaison «\u00a0Pot de 500 g\u00a0»' }));
    await userEvent.clear(variant(dialog, 0).getByLabelText(/^Prix \(€\)/));
    await userEvent.type(variant(dialog, 0).getByLabelText(/^Prix \(€\)/), '13.5');
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Produit modifié avec succès')).toBeInTheDocument();
    const saved = await stored(services, 'prod-miel-lavande');
    expect(saved?.variants.map((v) => [v.id, v.price, v.orderIndex])).toEqual([
      ['var-miel-lavande-500', 13.5, 0],
      ['var-miel-lavande-250', 7.5, 1],
    ]);
    expect(saved).toMatchObject({ price: 13.5, imageUrl: saved?.variants[0]?.imageUrl, isFeatured: true });
    expect(saved?.createdAt).toEqual(createdAt);
  });

  it('saves the allergens ticked, a variant’s own, the labels and the origin', async () => {
    const services = await owner();
    const dialog = await openEdit(services, 'Comté AOP 18 mois');
    const contained = within(dialog.getByRole('group', { name: 'Allergènes contenus' }));
    expect(contained.getByRole('checkbox', { name: 'Lait' })).toBeChecked();
    expect(contained.getAllByRole('checkbox')).toHaveLength(14);
    await userEvent.click(contained.getByRole('checkbox', { name: 'Fruits à coque' }));
    await userEvent.click(
      within(dialog.getByRole('group', { name: 'Labels' })).getByRole('checkbox', { name: 'Fait maison' }),
    );
    await userEvent.type(dialog.getByLabelText(/^Origine/), 'Affineur du Jura');
    await userEvent.click(dialog.getByRole('button', { name: /^Modifier la déclinaison/ }));
    await userEvent.click(variant(dialog, 0).getByRole('checkbox', { name: 'Allergènes différents du produit' }));
    await userEvent.click(
      within(variant(dialog, 0).getByRole('group', { name: 'Allergènes de cette déclinaison' })).getByRole('checkbox', {
        name: 'Lait',
      }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Produit modifié avec succès')).toBeInTheDocument();
    const saved = await stored(services, 'prod-comte-18-mois');
    expect(saved).toMatchObject({
      allergens: ['milk', 'nuts'],
      labels: ['aop', 'homemade'],
      origin: 'Affineur du Jura',
    });
    expect(saved?.variants[0]?.allergens).toEqual(['milk']);
  });

  it('tells « none of the 14 » from « not given »', async () => {
    const services = await owner();
    const dialog = await openEdit(services, 'Panier de saison');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Ne contient aucun des 14 allergènes réglementaires' }));
    expect(dialog.queryByRole('group', { name: 'Allergènes contenus' })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Produit modifié avec succès')).toBeInTheDocument();
    expect((await stored(services, 'prod-panier-saison'))?.allergens).toEqual([]);
  });

  it("keeps the dialog and what was typed when the save fails with 'Erreur lors de la sauvegarde'", async () => {
    const services = await owner();
    services.db.set = () => Promise.reject(new Error('refusé'));
    const dialog = await openCreate(services);
    await userEvent.type(dialog.getByLabelText(/^Nom du produit/), 'Terrine');
    await userEvent.type(variant(dialog, 0).getByLabelText(/^Nom de la déclinaison/), 'Bocal');
    await userEvent.type(variant(dialog, 0).getByLabelText(/^Prix \(€\)/), '6');
    await userEvent.click(dialog.getByRole('button', { name: 'Créer le produit' }));
    expect(await screen.findByText('Erreur lors de la sauvegarde')).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Nom du produit/)).toHaveValue('Terrine');
  });
});
