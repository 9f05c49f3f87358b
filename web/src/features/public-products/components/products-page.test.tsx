import { refs } from '@comptoir/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withFailingReads } from '@/testing/failing-reads';
import type * as ProductPrice from '@/components/site/product-price';
import { renderRoute } from '@/testing/render';
import { EMPTY_SHOP_ON_PRO, createTestServices } from '@/testing/test-services';

// Each card and dialog writes its price line when drawn: counted to tell which were drawn again.
const priceLines = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/components/site/product-price', async (importOriginal) => {
  const original = await importOriginal<typeof ProductPrice>();
  return {
    ...original,
    productPriceText: (...args: Parameters<typeof original.productPriceText>) => {
      priceLines.count += 1;
      return original.productPriceText(...args);
    },
  };
});

const URL = '/merchant/products?site=epicerie-du-marche';
const productPath = (id: string) => refs.item('epicerie-du-marche', 'products', id).path;

const grid = () => screen.getByRole('region', { name: 'Catalogue' });
const cardNames = () =>
  within(grid())
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const card = (name: string) => within(grid()).getByRole('heading', { name }).closest('li') as HTMLElement;

async function renderProducts(url = URL, services?: Awaited<ReturnType<typeof createTestServices>>) {
  renderRoute(url, services ?? (await createTestServices()));
  await screen.findByText(/^\d+ produits?$/);
}

/** The page rendered at `url`, once its products are listed; unmounted, it is gone as on a reload. */
async function renderProductsFor(url: string) {
  const rendered = renderRoute(url, await createTestServices());
  await screen.findByText(/^\d+ produits?$/);
  return rendered;
}

afterEach(() => vi.restoreAllMocks());

describe('products page', () => {
  it("shows 'Chargement des produits…' under the header while products load", async () => {
    const services = withFailingReads(await createTestServices(), (path) => path.includes('/parts/catalogue'), 'never');
    renderRoute(URL, services);
    expect(await screen.findByText('Chargement des produits…')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Nos Produits' })).toBeInTheDocument();
  });

  it('shows the header, every active product by name and the page title', async () => {
    await renderProducts();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Nos Produits' })).toBeInTheDocument();
    expect(screen.getByText('Découvrez notre sélection de produits de qualité')).toBeInTheDocument();
    expect(screen.getByText('15 produits')).toBeInTheDocument();
    expect(cardNames().slice(0, 4)).toEqual([
      'Beurre de baratte demi-sel',
      'Bière blonde de Lyon',
      'Bûche pralinée',
      'Comté AOP 18 mois',
    ]);
    expect(screen.queryByText('Fraises de Carpentras')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Produits — Épicerie du Marché'));
  });

  it('shows prices, option badges and the card action by the rules of §9', async () => {
    await renderProducts();
    expect(within(card('Fromages à la coupe')).getByText('Prix en boutique')).toBeInTheDocument();
    expect(within(card('Confitures artisanales')).getByText('À partir de 5,90 € le pot')).toBeInTheDocument();
    expect(within(card('Miel de lavande')).getByText('À partir de 7,50 € le pot')).toBeInTheDocument();
    expect(within(card('Tomates anciennes')).getByText('5,90 €/kg')).toBeInTheDocument();
    expect(within(card('Miel de lavande')).getByText('3 options')).toBeInTheDocument();
    expect(
      within(card('Miel de lavande')).getByRole('button', { name: 'Voir options\u00a0: Miel de lavande' }),
    ).toBeVisible();
    expect(within(card('Tomates anciennes')).queryByText(/options/)).not.toBeInTheDocument();
    expect(
      within(card('Tomates anciennes')).getByRole('button', { name: 'Détails\u00a0: Tomates anciennes' }),
    ).toBeVisible();
    expect(within(card('Miel de lavande')).getByText('Épicerie fine')).toBeInTheDocument();
  });

  it('gives images their size, loads them lazily and falls back to the placeholder', async () => {
    await renderProducts();
    const image = card('Miel de lavande').querySelector('img') as HTMLImageElement;
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '600');
    expect(image).toHaveAttribute('loading', 'lazy');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/placeholder.svg');
  });

  it('loads the photos of the first two cards at once, at the top of the page, and the others lazily', async () => {
    await renderProducts();
    const catalogue = within(screen.getByRole('region', { name: 'Catalogue' }));
    const images = catalogue.getAllByRole('listitem').map((item) => item.querySelector('img'));
    expect(images.map((image) => image?.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      ...Array(images.length - 2).fill('lazy'),
    ]);
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute('srcset', expect.stringContaining('-400w.webp 400w'));
  });

  it('searches names and descriptions without minding case or accents', async () => {
    const user = userEvent.setup();
    await renderProducts();
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'GUERANDE');
    expect(cardNames()).toEqual(['Beurre de baratte demi-sel']);
    expect(screen.getByText('1 produit')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Rechercher' }));
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'lavande');
    expect(cardNames()).toEqual(['Miel de lavande']);
  });

  it('draws no card or dialog again for a keystroke that lists the same products', async () => {
    const user = userEvent.setup();
    await renderProducts();
    const search = screen.getByRole('searchbox', { name: 'Rechercher' });
    await user.type(search, 'lavande');
    expect(cardNames()).toEqual(['Miel de lavande']);
    priceLines.count = 0;
    await user.type(search, ' ');
    expect(search).toHaveValue('lavande ');
    expect(cardNames()).toEqual(['Miel de lavande']);
    expect(priceLines.count).toBe(0);
  });

  it('filters by active category, in the order the shop set', async () => {
    const user = userEvent.setup();
    const services = await createTestServices({
      writes: [
        {
          kind: 'set',
          path: refs.item('epicerie-du-marche', 'productCategories', 'cat-archive').path,
          data: { name: 'Anciens produits', isActive: false, orderIndex: 9, description: '' },
        },
      ],
    });
    await renderProducts(URL, services);
    const select = screen.getByRole('combobox', { name: 'Catégorie' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Toutes les catégories', 'Épicerie fine', 'Fromages & crèmerie', 'Fruits & légumes', 'Boissons']);
    await user.selectOptions(select, 'Boissons');
    expect(cardNames()).toEqual(['Bière blonde de Lyon', 'Côtes-du-Rhône rouge bio', 'Jus de pomme artisanal']);
  });

  it('sorts by ascending price with in-store prices last, and by most recent', async () => {
    const user = userEvent.setup();
    await renderProducts();
    const sort = screen.getByRole('combobox', { name: 'Trier par' });
    await user.selectOptions(sort, 'Prix croissant');
    expect(cardNames().slice(0, 3)).toEqual([
      'Pommes Reinette du Vivarais',
      'Bière blonde de Lyon',
      'Œufs fermiers plein air',
    ]);
    expect(cardNames().at(-1)).toBe('Fromages à la coupe');
    await user.selectOptions(sort, 'Plus récents');
    expect(cardNames().slice(0, 2)).toEqual(['Miel de lavande', 'Panier de saison']);
  });

  it('resets the search, the category and the sort', async () => {
    const user = userEvent.setup();
    await renderProducts();
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'pomme');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Catégorie' }), 'Boissons');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trier par' }), 'Plus récents');
    await user.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Catégorie' })).toHaveDisplayValue('Toutes les catégories');
    expect(screen.getByRole('combobox', { name: 'Trier par' })).toHaveDisplayValue('Nom (A → Z)');
    expect(screen.getByText('15 produits')).toBeInTheDocument();
  });

  it('filters « sans » an allergen and by label, offering only what the catalogue has, and resets them', async () => {
    const user = userEvent.setup();
    await renderProducts();
    const allergens = screen.getByRole('combobox', { name: 'Allergènes' });
    const labels = screen.getByRole('combobox', { name: 'Label' });
    const optionsOf = (select: HTMLElement) =>
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(optionsOf(allergens)).toEqual([
      'Tous',
      'Sans gluten',
      'Sans œufs',
      'Sans lait',
      'Sans fruits à coque',
      'Sans sulfites',
    ]);
    expect(optionsOf(labels)).toEqual(['Tous', 'Agriculture biologique', 'AOP / AOC', 'Fait maison']);

    await user.selectOptions(allergens, 'Sans lait');
    expect(cardNames()).toContain('Miel de lavande');
    // Cheese and butter contain milk; the seasonal basket does not say what it contains.
    for (const name of ['Comté AOP 18 mois', 'Beurre de baratte demi-sel', 'Panier de saison']) {
      expect(cardNames()).not.toContain(name);
    }
    await user.selectOptions(labels, 'AOP / AOC');
    expect(cardNames()).toEqual(['Côtes-du-Rhône rouge bio']);
    await user.selectOptions(allergens, 'Sans sulfites');
    expect(cardNames()).toEqual(['Comté AOP 18 mois']);

    await user.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(allergens).toHaveDisplayValue('Tous');
    expect(labels).toHaveDisplayValue('Tous');
    expect(screen.getByText('15 produits')).toBeInTheDocument();
  });

  it('keeps every filter in the address, « Sans … » and label included, and a reload shows the same list', async () => {
    const user = userEvent.setup();
    const written = vi.spyOn(window.history, 'replaceState');
    const address = () => String(written.mock.calls.at(-1)?.[2] ?? '');
    const { unmount } = await renderProductsFor(URL);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Allergènes' }), 'Sans lait');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Label' }), 'AOP / AOC');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trier par' }), 'Prix croissant');
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'rhône');
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(address().split('?')[1]))).toEqual({
        site: 'epicerie-du-marche',
        search: 'rhône',
        without: 'milk',
        label: 'aop',
        sort: 'price',
      }),
    );
    const reloaded = address();
    unmount();

    await renderProductsFor(reloaded);
    expect(screen.getByRole('combobox', { name: 'Allergènes' })).toHaveDisplayValue('Sans lait');
    expect(screen.getByRole('combobox', { name: 'Label' })).toHaveDisplayValue('AOP / AOC');
    expect(screen.getByRole('combobox', { name: 'Trier par' })).toHaveDisplayValue('Prix croissant');
    expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toHaveValue('rhône');
    expect(cardNames()).toEqual(['Côtes-du-Rhône rouge bio']);
    await user.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    await waitFor(() => expect(address()).toBe('/merchant/products?site=epicerie-du-marche'));
    window.history.replaceState(null, '', '/');
  });

  it('shows labels on the cards, the allergens in words in the details, and where to find them', async () => {
    const user = userEvent.setup();
    await renderProducts();
    expect(within(card('Miel de lavande')).getByText('Bio')).toBeInTheDocument();
    expect(within(card('Miel de lavande')).getByText('Drôme provençale')).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Allergènes' })).toHaveTextContent(/14 allergènes réglementaires/);

    await user.click(
      within(card('Comté AOP 18 mois')).getByRole('button', { name: 'Détails\u00a0: Comté AOP 18 mois' }),
    );
    const comte = within(await screen.findByRole('dialog', { name: 'Comté AOP 18 mois' }));
    expect(comte.getByRole('heading', { level: 3, name: 'Allergènes' })).toBeInTheDocument();
    expect(comte.getByText(/^Contient\s: lait\.$/)).toBeInTheDocument();
    expect(comte.getByText('AOP / AOC')).toBeInTheDocument();
    await user.click(comte.getByRole('button', { name: 'Fermer' }));

    await user.click(
      within(card('Panier de saison')).getByRole('button', { name: 'Voir options\u00a0: Panier de saison' }),
    );
    const basket = within(await screen.findByRole('dialog', { name: 'Panier de saison' }));
    expect(basket.getByText(/^Non renseignés\s: demandez-nous en boutique\.$/)).toBeInTheDocument();
  });

  it('gives a variant’s own allergens when it is chosen', async () => {
    const user = userEvent.setup();
    const services = await createTestServices();
    const stored = (await services.db.get(productPath('prod-fromages-coupe')))?.data as { variants: object[] };
    await services.db.update(productPath('prod-fromages-coupe'), {
      variants: stored.variants.map((variant, index) =>
        index === 2 ? { ...variant, allergens: ['milk', 'nuts'] } : variant,
      ),
    });
    await renderProducts(URL, services);
    await user.click(
      within(card('Fromages à la coupe')).getByRole('button', { name: 'Voir options\u00a0: Fromages à la coupe' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Fromages à la coupe' }));
    expect(dialog.getByText(/^Contient\s: lait\.$/)).toBeInTheDocument();
    await user.click(dialog.getByRole('radio', { name: /Bleu d’Auvergne/ }));
    expect(dialog.getByText(/^Contient\s: lait, fruits à coque\.$/)).toBeInTheDocument();
  });

  it('says when nothing matches the search', async () => {
    const user = userEvent.setup();
    await renderProducts();
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'truffe blanche');
    expect(screen.getByText('Aucun produit trouvé')).toBeInTheDocument();
    expect(screen.getByText('Aucun produit ne correspond à vos critères de recherche')).toBeInTheDocument();
  });

  it('says when a category has no product', async () => {
    const user = userEvent.setup();
    const services = await createTestServices({
      writes: [
        {
          kind: 'set',
          path: refs.item('epicerie-du-marche', 'productCategories', 'cat-epices').path,
          data: { name: 'Épices', isActive: true, orderIndex: 5, description: '' },
        },
      ],
    });
    await renderProducts(URL, services);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Catégorie' }), 'Épices');
    expect(screen.getByText('Aucun produit disponible dans cette catégorie')).toBeInTheDocument();
  });

  it('says when the site has no product yet', async () => {
    renderRoute('/merchant/products?site=boutique-vide', await createTestServices({ writes: [EMPTY_SHOP_ON_PRO] }));
    expect(await screen.findByText('Aucun produit trouvé')).toBeInTheDocument();
    expect(screen.getByText('Aucun produit n’a encore été ajouté à ce site')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('says when the products cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const services = withFailingReads(await createTestServices(), (path) => path.includes('/parts/catalogue'), 'error');
    renderRoute(URL, services);
    expect(await screen.findByText('Impossible de charger les produits.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rafraîchir la page' })).toBeInTheDocument();
  });

  it('hides products whose end date has passed and inactive variants', async () => {
    const services = await createTestServices();
    const miel = await services.db.get(productPath('prod-miel-lavande'));
    const variants = (miel?.data.variants as Record<string, unknown>[]).map((variant, index) =>
      index === 0 ? { ...variant, isActive: false } : variant,
    );
    await services.db.update(productPath('prod-miel-lavande'), { variants });
    await services.db.update(productPath('prod-tomates-anciennes'), { endDate: '2020-01-01' });
    await renderProducts(URL, services);
    expect(screen.getByText('14 produits')).toBeInTheDocument();
    expect(within(card('Miel de lavande')).getByText('2 options')).toBeInTheDocument();
    expect(within(card('Miel de lavande')).getByText('À partir de 12,90 € le pot')).toBeInTheDocument();
    expect(screen.queryByText('Tomates anciennes')).not.toBeInTheDocument();
  });

  it('follows edits made elsewhere without a reload', async () => {
    const services = await createTestServices();
    await renderProducts(URL, services);
    await services.db.update(productPath('prod-comte-18-mois'), { name: 'Comté AOP 24 mois' });
    expect(await screen.findByRole('heading', { name: 'Comté AOP 24 mois' })).toBeInTheDocument();
    await services.db.update(productPath('prod-beurre-baratte'), { isActive: false });
    await waitFor(() => expect(screen.queryByText('Beurre de baratte demi-sel')).not.toBeInTheDocument());
  });
});

describe('product dialog', () => {
  it('lets the visitor choose a variant of a product with several', async () => {
    const user = userEvent.setup();
    await renderProducts();
    const opener = within(card('Miel de lavande')).getByRole('button', { name: 'Voir options\u00a0: Miel de lavande' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Miel de lavande' });
    expect(within(dialog).getByText('Choisir une déclinaison :')).toBeInTheDocument();
    const radios = within(dialog).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(radios[0]).toBeChecked();
    expect(within(dialog).getAllByText('Sélectionnée')).toHaveLength(1);
    expect(within(dialog).getAllByText('7,50 € le pot')).toHaveLength(2);

    await user.click(within(dialog).getByRole('radio', { name: /Pot de 1\skg/ }));
    expect(within(dialog).getByRole('radio', { name: /Pot de 1\skg/ })).toBeChecked();
    expect(
      within(dialog.querySelector('label:has(input:checked)') as HTMLElement).getByText('Sélectionnée'),
    ).toBeVisible();
    expect(within(dialog).getAllByText('22,00 € le pot')).toHaveLength(2);
    const order = within(dialog).getByRole('button', { name: 'Commander cette déclinaison' });
    expect(order).toHaveAttribute('type', 'button');
    await user.click(order);
    expect(screen.getByRole('dialog', { name: 'Miel de lavande' })).toBeInTheDocument();

    // Escape and the focus going back to the card are the browser's own (a native dialog): the
    // end-to-end tests check them in Chromium.
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows 'Prix en boutique' for a variant priced in store", async () => {
    const user = userEvent.setup();
    await renderProducts();
    await user.click(within(card('Confitures artisanales')).getByRole('button', { name: /Voir options/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Confitures artisanales' });
    const cherry = within(dialog)
      .getByRole('radio', { name: /Cerise noire/ })
      .closest('label') as HTMLElement;
    expect(within(cherry).getByText('Prix en boutique')).toBeInTheDocument();
    expect(within(cherry).getByText('Édition limitée, selon la récolte.')).toBeInTheDocument();
  });

  it('shows a single-variant product without the picker', async () => {
    const user = userEvent.setup();
    await renderProducts();
    await user.click(
      within(card('Tomates anciennes')).getByRole('button', { name: 'Détails\u00a0: Tomates anciennes' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Tomates anciennes' });
    expect(within(dialog).getByText('5,90 €/kg')).toBeInTheDocument();
    expect(within(dialog).getByText(/Cœur de bœuf, noire de Crimée/)).toBeInTheDocument();
    expect(within(dialog).queryByText('Choisir une déclinaison :')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Commander cette déclinaison' })).not.toBeInTheDocument();
  });

  it('shows what is out of stock and lets no out-of-stock variant be ordered', async () => {
    const user = userEvent.setup();
    const services = await createTestServices();
    const markOut = async (id: string, out: (variantId: string) => boolean) => {
      const variants = (await services.db.get(productPath(id)))?.data.variants as { id: string }[];
      await services.db.update(productPath(id), {
        variants: variants.map((variant) => ({ ...variant, inStock: !out(variant.id) })),
      });
    };
    await markOut('prod-miel-lavande', (id) => id === 'var-miel-lavande-1kg');
    await markOut('prod-tomates-anciennes', () => true);
    await renderProducts(URL, services);
    expect(within(card('Tomates anciennes')).getByText('Rupture de stock')).toBeInTheDocument();
    expect(within(card('Miel de lavande')).queryByText('Rupture de stock')).not.toBeInTheDocument();

    await user.click(within(card('Miel de lavande')).getByRole('button', { name: /Voir options/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Miel de lavande' });
    const kilo = within(dialog).getByRole('radio', { name: /Pot de 1\skg/ });
    expect(within(kilo.closest('label') as HTMLElement).getByText('Rupture de stock')).toBeInTheDocument();
    const order = within(dialog).getByRole('button', { name: 'Commander cette déclinaison' });
    expect(order).toBeEnabled();
    await user.click(kilo);
    expect(order).toBeDisabled();
    expect(within(dialog).getByText('Cette déclinaison est en rupture de stock.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /Pot de 250\sg/ }));
    expect(order).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(
      within(card('Tomates anciennes')).getByRole('button', { name: 'Détails\u00a0: Tomates anciennes' }),
    );
    const single = await screen.findByRole('dialog', { name: 'Tomates anciennes' });
    expect(within(single).getByText('Rupture de stock')).toBeInTheDocument();
  });
});
