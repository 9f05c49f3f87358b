import { refs, updateWrite } from '@comptoir/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';
import { currentSiteStore } from './current-site-store';

const ownsBoutique = [updateWrite(refs.site('boutique-vide'), { ownerId: 'demo-owner' })];
const welcome = (name: string) => screen.findByText(name, { selector: 'strong' });

describe('current site', () => {
  it('gives a user the first site they own', async () => {
    renderRoute('/admin/dashboard', await createTestServices({ signInAs: 'owner@demo.test', writes: ownsBoutique }));
    expect(await welcome('Épicerie du Marché')).toBeInTheDocument();
  });

  it('takes an owner’s site from the list of their sites, and follows its changes there, without reading it apart', async () => {
    const services = await createTestServices({ signInAs: 'owner@demo.test' });
    const watched: string[] = [];
    const db = new Proxy(services.db, {
      get: (target, property) =>
        property === 'watchDoc'
          ? (path: string) => {
              watched.push(path);
              return target.watchDoc(path);
            }
          : (Reflect.get(target, property, target) as unknown),
    });
    renderRoute('/admin/dashboard', { ...services, db });
    expect(await welcome('Épicerie du Marché')).toBeInTheDocument();
    expect(watched).not.toContain('sites/epicerie-du-marche');
    await services.db.update('sites/epicerie-du-marche', { name: 'Épicerie du Marché Gare' });
    expect(await welcome('Épicerie du Marché Gare')).toBeInTheDocument();
  });

  it("keeps a user's stored choice among the sites they own", async () => {
    const services = await createTestServices({ signInAs: 'owner@demo.test', writes: ownsBoutique });
    currentSiteStore.select('demo-owner', 'boutique-vide');
    renderRoute('/admin/dashboard', services);
    expect(await welcome('Boutique Vide')).toBeInTheDocument();
  });

  it('ignores a stored site the user does not own', async () => {
    const services = await createTestServices({ signInAs: 'owner@demo.test' });
    currentSiteStore.select('demo-owner', 'traiteur-saveurs');
    renderRoute('/admin/dashboard', services);
    expect(await welcome('Épicerie du Marché')).toBeInTheDocument();
  });

  it('ignores a choice stored by another account', async () => {
    const services = await createTestServices({ signInAs: 'owner@demo.test', writes: ownsBoutique });
    currentSiteStore.select('demo-admin', 'boutique-vide');
    renderRoute('/admin/dashboard', services);
    expect(await welcome('Épicerie du Marché')).toBeInTheDocument();
  });

  it('sends an administrator whose stored site was deleted to the sites list', async () => {
    const services = await createTestServices({ signInAs: 'admin@demo.test' });
    currentSiteStore.select('demo-admin', 'site-supprime');
    const { router } = renderRoute('/admin/dashboard', services);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/sites'));
  });
});
