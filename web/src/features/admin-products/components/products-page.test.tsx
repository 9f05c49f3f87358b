import { refs, removeWrite } from '@comptoir/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Services } from '@/lib/services';
import { withFailingReads } from '@/testing/failing-reads';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';

const SITE = 'epicerie-du-marche';
const owner = () => createTestServices({ signInAs: 'owner@demo.test' });
const grid = async () => within(await screen.findByRole('list', { name: 'Produits' }));
const namesOnScreen = async () =>
  (await grid()).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const tile = async (name: string) => {
  const heading = (await grid()).getByRole('heading', { level: 3, name });
  return within(heading.closest('li') as HTMLElement);
};
const stored = async (services: Services, id: string) =>
  (await services.db.get(refs.item(SITE, 'products', id).path))?.data;
const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('products screen', () => {
  it('shows the statistics and every product, newest first, with its badges', async () => {
    renderRoute('/admin/products', await owner());
    expect(await screen.findByRole('heading', { level: 1, name: 'Produits' })).toBeInTheDocument();
    await waitFor(async () => expect(await namesOnScreen()).toHaveLength(16));
    expect(screen.getByLabelText('Trier par')).toHaveValue('newest');
    expect((await namesOnScreen()).slice(0, 3)).toEqual(['Miel de lavande', 'Panier de saison', 'Tomates anciennes']);
    expect(stat('Produits')).toBe('16');
    expect(stat('Actifs')).toBe('15');
    expect(stat('Mis en avant')).toBe('5');
    expect(stat('Catégories')).toBe('4');
    expect(screen.getByRole('heading', { level: 2, name: '16 produits' })).toBeInTheDocument();
    expect((await tile('Miel de lavande')).getByText('Mis en avant')).toBeInTheDocument();
    expect((await tile('Miel de lavande')).getByText('À partir de 7,50 € le pot')).toBeInTheDocument();
    expect((await tile('Fromages à la coupe')).getByText('Prix en boutique')).toBeInTheDocument();
    expect((await tile('Fraises de Carpentras')).getByText('Inactif')).toBeInTheDocument();
  });

  it('serves the same screen at /admin/content/products', async () => {
    renderRoute('/admin/content/products', await owner());
    await waitFor(async () => expect(await namesOnScreen()).toHaveLength(16));
  });

  it("filters by search and category, sorts by name and says 'Aucun produit trouvé'", async () => {
    renderRoute('/admin/products', await owner());
    await grid();
    await userEvent.type(screen.getByLabelText('Rechercher'), 'COMTE');
    await waitFor(async () => expect(await namesOnScreen()).toEqual(['Comté AOP 18 mois']));
    expect(screen.getByRole('heading', { level: 2, name: '1 produit sur 16' })).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Rechercher'));
    await userEvent.selectOptions(screen.getByLabelText('Catégorie'), 'cat-boissons');
    await userEvent.selectOptions(screen.getByLabelText('Trier par'), 'name-asc');
    expect(await namesOnScreen()).toEqual([
      'Bière blonde de Lyon',
      'Côtes-du-Rhône rouge bio',
      'Jus de pomme artisanal',
    ]);
    await userEvent.type(screen.getByLabelText('Rechercher'), 'champagne');
    expect(await screen.findByText('Aucun produit trouvé')).toBeInTheDocument();
    expect(screen.getByText('Aucun produit ne correspond à vos critères de recherche.')).toBeInTheDocument();
  });

  it("says 'Aucun produit trouvé' when the site has no product", async () => {
    const services = await owner();
    const ids = (await services.db.query(`sites/${SITE}/products`)).map((doc) => doc.id);
    await services.db.batch(ids.map((id) => removeWrite(refs.item(SITE, 'products', id))));
    renderRoute('/admin/products', services);
    expect(await screen.findByText('Aucun produit trouvé')).toBeInTheDocument();
    expect(screen.getByText('Ajoutez votre premier produit avec « Nouveau produit ».')).toBeInTheDocument();
  });

  it("puts a product forward with 'Mettre en avant' and takes it back with 'Retirer'", async () => {
    const services = await owner();
    renderRoute('/admin/products', services);
    await userEvent.click((await tile('Confitures artisanales')).getByRole('button', { name: /^Mettre en avant/ }));
    expect(await screen.findByText('Produit mis en avant')).toBeInTheDocument();
    expect((await stored(services, 'prod-confitures'))?.isFeatured).toBe(true);
    await waitFor(async () => expect((await tile('Confitures artisanales')).getByText('Mis en avant')).toBeVisible());
    await userEvent.click((await tile('Confitures artisanales')).getByRole('button', { name: /^Retirer/ }));
    expect(await screen.findByText('Produit retiré de la mise en avant')).toBeInTheDocument();
    expect((await stored(services, 'prod-confitures'))?.isFeatured).toBe(false);
  });

  it('switches a variant between « Disponible » and « Rupture de stock » in one tap', async () => {
    const services = await owner();
    renderRoute('/admin/products', services);
    const stockOf = async (variantId: string) =>
      ((await stored(services, 'prod-miel-lavande'))?.variants as { id: string; inStock: boolean }[]).find(
        (variant) => variant.id === variantId,
      )?.inStock;
    const honey = await tile('Miel de lavande');
    expect(honey.getByRole('button', { name: /^Pot de 250 g\s: Disponible,/ })).toBeInTheDocument();
    await userEvent.click(
      honey.getByRole('button', {
        name: /^Pot de 1 kg\u00a0: Disponible, «\sMiel de lavande — Pot de 1 kg\s»\u00a0: passer en rupture de stock$/,
      }),
    );
    expect(await screen.findByText('« Miel de lavande — Pot de 1 kg » : rupture de stock')).toBeInTheDocument();
    expect(await stockOf('var-miel-lavande-1kg')).toBe(false);
    expect(await stockOf('var-miel-lavande-250')).toBe(true);
    const back = await (
      await tile('Miel de lavande')
    ).findByRole('button', { name: /^Pot de 1 kg\u00a0: Rupture de stock,/ });
    await userEvent.click(back);
    await waitFor(async () => expect(await stockOf('var-miel-lavande-1kg')).toBe(true));
    // A single-variant product's button names no variant.
    expect(
      (await tile('Tomates anciennes')).getByRole('button', {
        name: /^Disponible, «\sTomates anciennes\s»\u00a0: passer en rupture de stock$/,
      }),
    ).toBeInTheDocument();
  });

  it("shows 'Erreur lors de la mise à jour' when the featured flag cannot be saved", async () => {
    const services = await owner();
    services.db.update = () => Promise.reject(new Error('refusé'));
    renderRoute('/admin/products', services);
    await userEvent.click((await tile('Miel de lavande')).getByRole('button', { name: /^Retirer/ }));
    expect(await screen.findByText('Erreur lors de la mise à jour')).toBeInTheDocument();
  });

  it('deletes a product after confirmation', async () => {
    const services = await owner();
    renderRoute('/admin/products', services);
    await userEvent.click(
      (await tile('Tomates anciennes')).getByRole('button', { name: 'Supprimer «\u00a0Tomates anciennes\u00a0»' }),
    );
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText('Êtes-vous sûr de vouloir supprimer ce produit ?')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Produit supprimé avec succès')).toBeInTheDocument();
    expect(await stored(services, 'prod-tomates-anciennes')).toBeUndefined();
    await waitFor(async () => expect(await namesOnScreen()).not.toContain('Tomates anciennes'));
  });

  it("shows 'Erreur lors de la suppression' when the delete fails", async () => {
    const services = await owner();
    services.db.remove = () => Promise.reject(new Error('refusé'));
    renderRoute('/admin/products', services);
    await userEvent.click(
      (await tile('Tomates anciennes')).getByRole('button', { name: 'Supprimer «\u00a0Tomates anciennes\u00a0»' }),
    );
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Erreur lors de la suppression')).toBeInTheDocument();
  });

  it("reorders products with the arrows in the 'Ordre d’affichage' sort only", async () => {
    const services = await owner();
    renderRoute('/admin/products', services);
    await grid();
    expect(screen.queryByRole('button', { name: 'Descendre «\u00a0Miel de lavande\u00a0»' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Trier par'), 'order');
    await userEvent.click(await screen.findByRole('button', { name: 'Descendre «\u00a0Miel de lavande\u00a0»' }));
    await waitFor(async () =>
      expect((await namesOnScreen()).slice(0, 2)).toEqual(['Panier de saison', 'Miel de lavande']),
    );
    expect((await stored(services, 'prod-miel-lavande'))?.orderIndex).toBe(1);
    expect(screen.getByRole('button', { name: 'Descendre «\u00a0Miel de lavande\u00a0»' })).toHaveFocus();
  });

  it('shows the load failure', async () => {
    const services = withFailingReads(await owner(), (path) => path.endsWith('/products'), 'error');
    renderRoute('/admin/products', services);
    expect(await screen.findAllByText('Impossible de charger les produits')).not.toHaveLength(0);
  });

  it('draws 25 products at first and the rest with « Afficher plus »', async () => {
    const services = await owner();
    const model = await stored(services, 'prod-miel-lavande');
    await services.db.batch(
      Array.from({ length: 20 }, (_, index) => ({
        kind: 'set' as const,
        path: refs.item(SITE, 'products', `copie-${index}`).path,
        data: { ...model, name: `Copie ${index}`, isFeatured: false },
      })),
    );
    renderRoute('/admin/products', services);
    await waitFor(async () => expect(await namesOnScreen()).toHaveLength(25));
    expect(screen.getByRole('heading', { level: 2, name: '36 produits' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Afficher plus' }));
    await waitFor(async () => expect(await namesOnScreen()).toHaveLength(36));
    expect(screen.queryByRole('button', { name: 'Afficher plus' })).not.toBeInTheDocument();
  });

  /** `count` copies of the honey, each a minute newer than the one before, all newer than the seed's products. */
  async function withCopies(services: Services, count: number) {
    const model = await stored(services, 'prod-miel-lavande');
    await services.db.batch(
      Array.from({ length: count }, (_, index) => ({
        kind: 'set' as const,
        path: refs.item(SITE, 'products', `copie-${index}`).path,
        data: {
          ...model,
          name: `Copie ${index}`,
          nameKey: `copie ${index}`,
          isFeatured: false,
          createdAt: new Date(Date.UTC(2030, 0, 1, 0, index)),
        },
      })),
    );
  }

  it('reads a page of a big catalogue and counts the rest without reading it', async () => {
    const services = await owner();
    await withCopies(services, 40);
    const watch = vi.spyOn(services.db, 'watchQuery');
    renderRoute('/admin/products', services);
    await waitFor(async () => expect(await namesOnScreen()).toHaveLength(25));
    await waitFor(() => expect(stat('Produits')).toBe('56'));
    expect(stat('Actifs')).toBe('55');
    expect(screen.getByRole('heading', { level: 2, name: '56 produits' })).toBeInTheDocument();
    // What each of the screen's product queries first delivered: the page and the counts' small windows.
    const firstAnswers = await Promise.all(
      watch.mock.calls
        .map((call, index) => ({ path: call[0], stream: watch.mock.results[index]?.value }))
        .filter(({ path }) => path.endsWith('/products'))
        .map(
          ({ stream }) =>
            new Promise<number>((resolve) => {
              const stop = (stream as ReturnType<typeof services.db.watchQuery>).subscribe({
                next: (docs) => {
                  resolve(docs.length);
                  queueMicrotask(() => stop());
                },
              });
            }),
        ),
    );
    const read = firstAnswers.reduce((sum, docs) => sum + docs, 0);
    expect(read).toBeGreaterThanOrEqual(25);
    expect(read).toBeLessThanOrEqual(50);
  });

  it('looks for a search 50 products at a time, and says so', async () => {
    const services = await owner();
    await withCopies(services, 40);
    renderRoute('/admin/products', services);
    await grid();
    await userEvent.type(screen.getByLabelText('Rechercher'), 'fraises');
    expect(
      await screen.findByRole('heading', { level: 2, name: '0 produit trouvé parmi les 50 premiers' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^Aucun des produits parcourus ne correspond\s: cherchez dans les suivants\.$/),
    ).toBeVisible();
    expect(screen.getByText(/^La recherche parcourt les produits 50 par 50/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Chercher dans les 50 suivants' }));
    await waitFor(async () => expect(await namesOnScreen()).toEqual(['Fraises de Carpentras']));
    expect(screen.getByRole('heading', { level: 2, name: '1 produit sur 56' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Chercher dans les 50 suivants' })).not.toBeInTheDocument();
  });

  it('keeps the products without a category under « Sans catégorie »', async () => {
    const services = await owner();
    await services.db.update(refs.item(SITE, 'products', 'prod-jus-pomme').path, { categoryId: null });
    renderRoute('/admin/products', services);
    await grid();
    await userEvent.selectOptions(screen.getByLabelText('Catégorie'), 'none');
    await waitFor(async () => expect(await namesOnScreen()).toEqual(['Jus de pomme artisanal']));
    expect(screen.getByRole('heading', { level: 2, name: '1 produit sur 16' })).toBeInTheDocument();
  });
});
