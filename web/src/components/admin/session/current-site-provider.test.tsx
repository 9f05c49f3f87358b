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
