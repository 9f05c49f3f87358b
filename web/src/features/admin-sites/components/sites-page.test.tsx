import { accountAddressFields, createStream, refs, siteSearchKeys, type Doc, type Write } from '@comptoir/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoAccountWrites } from '@/lib/local/test-accounts';
import { renderRoute } from '@/testing/render';
import { withReadCount } from '@/testing/read-count';
import { createTestServices } from '@/testing/test-services';

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Nouveau site' }));
  return within(await screen.findByRole('dialog', { name: 'Nouveau site' }));
}

const shownSites = () =>
  within(screen.getByRole('main'))
    .getAllByRole('button', { name: /^Accéder à/ })
    .map((button) => button.getAttribute('aria-label'));

describe('sites screen', () => {
  it('lists every site newest first with its owner email or "Non attribué"', async () => {
    renderRoute('/admin/sites', await createTestServices({ signInAs: 'admin@demo.test' }));
    await screen.findByRole('button', { name: 'Accéder à Boutique Vide' });
    const items = within(screen.getByRole('main')).getAllByRole('listitem');
    const names = items.map((item) =>
      within(item)
        .getByRole('button', { name: /^Accéder à/ })
        .getAttribute('aria-label'),
    );
    expect(names).toEqual([
      'Accéder à Boutique Vide',
      'Accéder à Traiteur Saveurs & Co',
      'Accéder à Épicerie du Marché',
    ]);
    expect(within(items[0] as HTMLElement).getByText('Non attribué')).toBeInTheDocument();
    await waitFor(() => expect(within(items[2] as HTMLElement).getByText(/owner@demo\.test/)).toBeInTheDocument());
    expect(within(items[2] as HTMLElement).getByText(/Créé le \d{2}\/\d{2}\/\d{4}/)).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('Formule : Essentiel')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('Formule : Pro')).toBeInTheDocument();
    expect(within(items[2] as HTMLElement).getByText('Formule : Expert')).toBeInTheDocument();
  });

  it('shows a placeholder, not « Non attribué », while an owned site’s owner is read', async () => {
    const services = await createTestServices({ signInAs: 'admin@demo.test' });
    const ownerPath = `users/${(await services.db.get('sites/epicerie-du-marche'))?.data.ownerId as string}`;
    const held = createStream<Doc | null>(() => () => undefined);
    const db = new Proxy(services.db, {
      get: (target, property) =>
        property === 'watchDoc' || property === 'watchDocLive'
          ? (path: string) => (path === ownerPath ? held : target.watchDoc(path))
          : (Reflect.get(target, property, target) as unknown),
    });
    renderRoute('/admin/sites', { ...services, db });
    const row = (await screen.findByRole('button', { name: 'Accéder à Épicerie du Marché' })).closest('li');
    expect(row).toHaveTextContent(/^Épicerie du Marché\s*Propriétaire\s*:\s*Créé le/);
  });

  it("makes a site current and opens the dashboard on 'Accéder'", async () => {
    const { router } = renderRoute('/admin/sites', await createTestServices({ signInAs: 'admin@demo.test' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Accéder à Traiteur Saveurs & Co' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(await screen.findByText('Traiteur Saveurs & Co', { selector: 'strong' })).toBeInTheDocument();
  });

  it('refuses a site name shorter than 3 characters', async () => {
    renderRoute('/admin/sites', await createTestServices({ signInAs: 'admin@demo.test' }));
    const dialog = await openDialog();
    await userEvent.type(dialog.getByLabelText(/Nom du site/), 'ab');
    await userEvent.click(dialog.getByRole('button', { name: 'Créer le site' }));
    expect(await dialog.findByText('Le nom du site doit contenir au moins 3 caractères')).toBeInTheDocument();
  });

  it('creates a site under a readable id with its owner, defaults and a success toast', async () => {
    const services = await createTestServices({ signInAs: 'admin@demo.test' });
    renderRoute('/admin/sites', services);
    const dialog = await openDialog();
    await userEvent.type(dialog.getByLabelText(/Nom du site/), 'Boulangerie Martin');
    await userEvent.type(dialog.getByRole('searchbox', { name: /^Chercher un compte/ }), 'OWNER');
    await userEvent.click(await dialog.findByRole('radio', { name: 'owner2@demo.test' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Créer le site' }));
    expect(await screen.findByText('Le site "Boulangerie Martin" a été créé avec succès.')).toBeInTheDocument();
    const stored = await services.db.get(refs.site('boulangerie-martin').path);
    expect(stored?.data).toMatchObject({
      name: 'Boulangerie Martin',
      ownerId: 'demo-owner2',
      plan: 'essentiel',
      appearance: { primaryColor: '#4CAF50', logoUrl: '' },
      contact: { email: '' },
      social: { facebook: '' },
    });
    expect(await screen.findByRole('button', { name: 'Accéder à Boulangerie Martin' })).toBeInTheDocument();
  });

  it('creates a site on the plan chosen, Essentiel unless another is', async () => {
    const services = await createTestServices({ signInAs: 'admin@demo.test' });
    renderRoute('/admin/sites', services);
    const dialog = await openDialog();
    const plan = dialog.getByRole('combobox', { name: 'Formule' });
    expect(plan).toHaveValue('essentiel');
    expect(
      within(plan)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Essentiel', 'Pro', 'Expert']);
    await userEvent.type(dialog.getByLabelText(/Nom du site/), 'Fromagerie Lucie');
    await userEvent.selectOptions(plan, 'Expert');
    await userEvent.click(dialog.getByRole('button', { name: 'Créer le site' }));
    await screen.findByText('Le site "Fromagerie Lucie" a été créé avec succès.');
    expect((await services.db.get(refs.site('fromagerie-lucie').path))?.data.plan).toBe('expert');
  });

  it('opens « Nouveau site » on the name and plan in its address, once', async () => {
    const services = await createTestServices({ signInAs: 'admin@demo.test' });
    const { router } = renderRoute('/admin/sites?nouveau=1&nom=Fromagerie+Dupont&formule=pro', services);
    const dialog = within(await screen.findByRole('dialog', { name: 'Nouveau site' }));
    expect(dialog.getByLabelText(/Nom du site/)).toHaveValue('Fromagerie Dupont');
    expect(dialog.getByRole('combobox', { name: 'Formule' })).toHaveValue('pro');
    await userEvent.click(dialog.getByRole('button', { name: 'Créer le site' }));
    await screen.findByText('Le site "Fromagerie Dupont" a été créé avec succès.');
    expect((await services.db.get(refs.site('fromagerie-dupont').path))?.data).toMatchObject({
      name: 'Fromagerie Dupont',
      plan: 'pro',
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    const blank = await openDialog();
    expect(blank.getByLabelText(/Nom du site/)).toHaveValue('');
    expect(blank.getByRole('combobox', { name: 'Formule' })).toHaveValue('essentiel');
  });

  it('warns first when the name is already taken, then adds -2 to the id', async () => {
    const services = await createTestServices({ signInAs: 'admin@demo.test' });
    renderRoute('/admin/sites', services);
    const dialog = await openDialog();
    await userEvent.type(dialog.getByLabelText(/Nom du site/), 'Boutique vide');
    expect(
      await dialog.findByText(
        'Un site s’appelle déjà « Boutique Vide ». Vérifiez qu’il ne s’agit pas du même commerce avant de continuer.',
      ),
    ).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Créer le site' })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Créer quand même' }));
    await screen.findByText('Le site "Boutique vide" a été créé avec succès.');
    expect(await services.db.get(refs.site('boutique-vide-2').path)).not.toBeNull();
  });

  it('shows the failure toast when the site cannot be created', async () => {
    const services = await createTestServices({ signInAs: 'admin@demo.test' });
    services.db.set = () => Promise.reject(new Error('refusé'));
    renderRoute('/admin/sites', services);
    const dialog = await openDialog();
    await userEvent.type(dialog.getByLabelText(/Nom du site/), 'Fromagerie');
    await userEvent.click(dialog.getByRole('button', { name: 'Créer le site' }));
    expect(await screen.findByText('Une erreur est survenue lors de la création du site.')).toBeInTheDocument();
    expect(dialog.getByLabelText(/Nom du site/)).toHaveValue('Fromagerie');
  });

  it("says 'Aucun site disponible' and offers to create one when there is none", async () => {
    const services = await createTestServices({ seed: false, writes: demoAccountWrites, signInAs: 'admin@demo.test' });
    renderRoute('/admin/sites', services);
    expect(await screen.findByText('Aucun site disponible')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Nouveau site' })).toHaveLength(2);
  });

  it('renames a site and gives it an owner, warning about a name another site has', async () => {
    const services = await createTestServices({ signInAs: 'admin@demo.test' });
    renderRoute('/admin/sites', services);
    await userEvent.click(await screen.findByRole('button', { name: 'Modifier Boutique Vide' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifier le site' }));
    const name = dialog.getByLabelText(/Nom du site/);
    expect(name).toHaveValue('Boutique Vide');
    await userEvent.clear(name);
    await userEvent.type(name, 'Epicerie du marche');
    expect(await dialog.findByRole('status')).toHaveTextContent('Un site s’appelle déjà « Épicerie du Marché »');
    await userEvent.clear(name);
    await userEvent.type(name, 'Fromagerie Dupont');
    await waitFor(() => expect(dialog.queryByRole('status')).not.toBeInTheDocument());
    expect(dialog.getByRole('radio', { name: 'Aucun propriétaire' })).toBeChecked();
    await userEvent.type(dialog.getByRole('searchbox', { name: /^Chercher un compte/ }), 'owner2');
    await userEvent.click(await dialog.findByRole('radio', { name: 'owner2@demo.test' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Le site « Fromagerie Dupont » a été mis à jour.')).toBeInTheDocument();
    expect((await services.db.get(refs.site('boutique-vide').path))?.data).toMatchObject({
      name: 'Fromagerie Dupont',
      ownerId: 'demo-owner2',
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Accéder à Fromagerie Dupont' })).toBeInTheDocument(),
    );
  });

  it('changes a site’s plan, shown on its row', async () => {
    const services = await createTestServices({ signInAs: 'admin@demo.test' });
    const update = vi.spyOn(services.db, 'update');
    renderRoute('/admin/sites', services);
    await userEvent.click(await screen.findByRole('button', { name: 'Modifier Traiteur Saveurs & Co' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifier le site' }));
    const plan = dialog.getByRole('combobox', { name: 'Formule' });
    expect(plan).toHaveValue('pro');
    await userEvent.selectOptions(plan, 'Essentiel');
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Le site « Traiteur Saveurs & Co » a été mis à jour.')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith('sites/traiteur-saveurs', expect.objectContaining({ plan: 'essentiel' }));
    expect((await services.db.get(refs.site('traiteur-saveurs').path))?.data).toMatchObject({
      name: 'Traiteur Saveurs & Co',
      ownerId: 'demo-owner2',
      plan: 'essentiel',
    });
    const row = screen.getByRole('button', { name: 'Accéder à Traiteur Saveurs & Co' }).closest('li') as HTMLElement;
    await waitFor(() => expect(within(row).getByText('Formule : Essentiel')).toBeInTheDocument());
  });

  it('shows a site’s current owner checked when editing it', async () => {
    renderRoute('/admin/sites', await createTestServices({ signInAs: 'admin@demo.test' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Modifier Épicerie du Marché' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifier le site' }));
    expect(await dialog.findByRole('radio', { name: 'owner@demo.test' })).toBeChecked();
    expect(dialog.getByRole('radio', { name: 'Aucun propriétaire' })).not.toBeChecked();
  });

  it('deactivates a site after confirmation, keeping it, and reactivates it', async () => {
    const services = await createTestServices({ signInAs: 'admin@demo.test' });
    renderRoute('/admin/sites', services);
    await userEvent.click(await screen.findByRole('button', { name: 'Désactiver Traiteur Saveurs & Co' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Désactiver le site' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Désactiver' }));
    expect(await screen.findByText('« Traiteur Saveurs & Co » est désactivé.')).toBeInTheDocument();
    expect((await services.db.get(refs.site('traiteur-saveurs').path))?.data.active).toBe(false);
    expect(await services.db.query('sites/traiteur-saveurs/products')).not.toHaveLength(0);
    await userEvent.click(await screen.findByRole('button', { name: 'Réactiver Traiteur Saveurs & Co' }));
    expect(await screen.findByText('« Traiteur Saveurs & Co » est de nouveau en ligne.')).toBeInTheDocument();
    expect((await services.db.get(refs.site('traiteur-saveurs').path))?.data.active).toBe(true);
  });

  it('deletes a site only once its exact name is typed, with everything it holds', async () => {
    const services = await createTestServices({ signInAs: 'admin@demo.test' });
    renderRoute('/admin/sites', services);
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer Traiteur Saveurs & Co' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: /^Supprimer .\sTraiteur Saveurs & Co\s.$/ }));
    const remove = dialog.getByRole('button', { name: 'Supprimer définitivement' });
    expect(remove).toBeDisabled();
    await userEvent.type(dialog.getByLabelText(/^Tapez/), 'Traiteur Saveurs');
    expect(remove).toBeDisabled();
    await userEvent.type(dialog.getByLabelText(/^Tapez/), ' & Co');
    await userEvent.click(remove);
    expect(await screen.findByText('Le site « Traiteur Saveurs & Co » a été supprimé.')).toBeInTheDocument();
    expect(await services.db.get(refs.site('traiteur-saveurs').path)).toBeNull();
    expect(await services.db.query('sites/traiteur-saveurs/products')).toEqual([]);
    expect((await services.db.query('domains')).filter((doc) => doc.data.siteId === 'traiteur-saveurs')).toEqual([]);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Accéder à Traiteur Saveurs & Co' })).not.toBeInTheDocument(),
    );
  });

  it('says how many sites there are, and finds them by a word of their name or a domain, case and accents aside', async () => {
    renderRoute('/admin/sites', await createTestServices({ signInAs: 'admin@demo.test' }));
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('status')).toHaveTextContent('3 sites, les plus récents d’abord');
    const search = main.getByRole('searchbox', { name: /^Rechercher un site/ });
    await userEvent.type(search, 'MARCHE');
    await waitFor(() => expect(main.getByRole('status')).toHaveTextContent('1 site pour « MARCHE »'));
    expect(shownSites()).toEqual(['Accéder à Épicerie du Marché']);
    await userEvent.clear(search);
    await userEvent.type(search, 'traiteur.local');
    await waitFor(() => expect(shownSites()).toEqual(['Accéder à Traiteur Saveurs & Co']));
    await userEvent.clear(search);
    await userEvent.type(search, 'zz');
    expect(await main.findByText('Aucun site ne correspond à « zz ».')).toBeInTheDocument();
    expect(main.queryByText('Aucun site disponible')).not.toBeInTheDocument();
    await userEvent.clear(search);
    await waitFor(() => expect(shownSites()).toHaveLength(3));
  });

  it('finds a site created or renamed a moment ago', async () => {
    const services = await createTestServices({ signInAs: 'admin@demo.test' });
    renderRoute('/admin/sites', services);
    const search = await screen.findByRole('searchbox', { name: /^Rechercher un site/ });
    await userEvent.type(search, 'lucie');
    expect(await screen.findByText('Aucun site ne correspond à « lucie ».')).toBeInTheDocument();
    await services.db.update(refs.site('boutique-vide').path, { name: 'Fromagerie Lucie' });
    await waitFor(() => expect(shownSites()).toEqual(['Accéder à Fromagerie Lucie']));
    expect(screen.getByRole('status')).toHaveTextContent('1 site pour « lucie »');
  });

  it('opens and searches within 100 reads at 1,000 shops', async () => {
    const writes = Array.from({ length: 1_000 }, (_, index): Write[] => {
      const n = String(index).padStart(4, '0');
      const name = `${index % 2 ? 'Boulangerie' : 'Fromagerie'} n° ${n}`;
      return [
        {
          kind: 'set',
          path: refs.site(`scale-${n}`).path,
          data: {
            name,
            ownerId: `owner-${n}`,
            createdAt: new Date(Date.UTC(2030, 0, 1, 0, index)),
            updatedAt: new Date(Date.UTC(2030, 0, 1)),
            searchKeys: siteSearchKeys(name, [`scale-${n}.fr`]),
          },
        },
        {
          kind: 'set',
          path: refs.user(`owner-${n}`).path,
          data: { ...accountAddressFields(`commerce${n}@scale.example`), role: 'user', createdAt: new Date() },
        },
      ];
    }).flat();
    // Loaded as the scale seed is: with its keys and no trigger run (the `_sandbox/` mark).
    writes.push({ kind: 'set', path: '_sandbox/scale', data: {} });
    const { services, reads } = withReadCount(await createTestServices({ signInAs: 'admin@demo.test', writes }));
    renderRoute('/admin/sites', services);
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('status')).toHaveTextContent('1 003 sites, les plus récents d’abord');
    await waitFor(() => expect(shownSites()).toHaveLength(25));
    await main.findByText(/commerce0999@scale\.example/);
    const opening = reads();
    expect(opening).toBeLessThanOrEqual(100);
    await userEvent.type(main.getByRole('searchbox', { name: /^Rechercher un site/ }), 'boul');
    await waitFor(() => expect(main.getByRole('status')).toHaveTextContent('500 sites pour « boul »'));
    await main.findByText(/commerce0951@scale\.example/);
    expect(reads() - opening).toBeLessThanOrEqual(100);
  }, 30_000);

  describe('a platform of many shops', () => {
    /** 30 more sites, « Commerce 00 » the newest, each with its owner account. */
    const many = async () => {
      const services = await createTestServices({ signInAs: 'admin@demo.test' });
      await services.db.batch(
        Array.from({ length: 30 }, (_, index) => {
          const n = String(index).padStart(2, '0');
          return [
            {
              kind: 'set' as const,
              path: refs.site(`scale-${n}`).path,
              data: {
                name: `Commerce ${n}`,
                ownerId: `owner-${n}`,
                createdAt: new Date(Date.UTC(2030, 0, 30 - index)),
                updatedAt: new Date(),
              },
            },
            {
              kind: 'set' as const,
              path: refs.user(`owner-${n}`).path,
              data: { ...accountAddressFields(`commerce${n}@scale.example`), role: 'user', createdAt: new Date() },
            },
          ];
        }).flat(),
      );
      return services;
    };
    const shown = () =>
      within(screen.getByRole('main'))
        .getAllByRole('button', { name: /^Accéder à/ })
        .map((button) => button.getAttribute('aria-label'));

    it('shows 25 sites with their owners, reading neither every site nor every account, then the rest', async () => {
      const services = await many();
      const watch = vi.spyOn(services.db, 'watchQuery');
      renderRoute('/admin/sites', services);
      await waitFor(() => expect(shown()).toHaveLength(25));
      expect(shown()[0]).toBe('Accéder à Commerce 00');
      expect(await screen.findByText(/commerce24@scale\.example/)).toBeInTheDocument();
      for (const [path, spec] of watch.mock.calls) {
        if (path === 'users') expect(spec?.limit).toBeLessThanOrEqual(5);
        if (path === 'sites') expect(spec?.limit ?? spec?.where?.length).toBeTruthy();
      }
      await userEvent.click(screen.getByRole('button', { name: 'Afficher plus' }));
      await waitFor(() => expect(shown()).toHaveLength(33));
      expect(shown().at(-1)).toBe('Accéder à Épicerie du Marché');
    });

    it('finds an owner by the start of the address, five at most', async () => {
      renderRoute('/admin/sites', await many());
      const dialog = await openDialog();
      await userEvent.type(dialog.getByRole('searchbox', { name: /^Chercher un compte/ }), 'commerce1');
      await waitFor(() => expect(dialog.getAllByRole('radio')).toHaveLength(6));
      expect(dialog.getByRole('radio', { name: 'commerce10@scale.example' })).toBeInTheDocument();
      await userEvent.clear(dialog.getByRole('searchbox', { name: /^Chercher un compte/ }));
      await userEvent.type(dialog.getByRole('searchbox', { name: /^Chercher un compte/ }), 'personne');
      expect(await dialog.findByText('Aucun compte ne commence par « personne ».')).toBeInTheDocument();
    });

    it('warns about a site named so whose id is not the name’s', async () => {
      renderRoute('/admin/sites', await many());
      const dialog = await openDialog();
      await userEvent.type(dialog.getByLabelText(/Nom du site/), 'Commerce 17');
      expect(await dialog.findByRole('status')).toHaveTextContent('Un site s’appelle déjà « Commerce 17 »');
    });
  });
});
