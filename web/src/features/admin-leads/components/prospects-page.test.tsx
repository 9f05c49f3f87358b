import { prospectRefs, submitProspect } from '@comptoir/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Services } from '@/lib/services';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';

async function withRequest(signInAs: 'admin@demo.test' | 'owner@demo.test' = 'admin@demo.test') {
  const services = await createTestServices({ signInAs });
  const id = await submitProspect(services.db, 'visitor-1', {
    shopName: 'Fromagerie Dupont',
    name: 'Claire Dupont',
    email: 'claire@fromagerie.test',
    phone: '06 12 34 56 78',
    plan: 'pro',
    message: 'Nous vendons aussi sur les marchés.',
  });
  return { services, id };
}
const stored = (services: Services, id: string) => services.db.get(prospectRefs.prospect(id).path);

describe('shops’ requests (administrators)', () => {
  it('shows each request in full, newest first, and marks it treated', async () => {
    const { services, id } = await withRequest();
    renderRoute('/admin/prospects', services);
    const list = within(await screen.findByRole('list', { name: 'Demandes de commerçants' }));
    expect(list.getByRole('heading', { name: 'Fromagerie Dupont' })).toBeInTheDocument();
    expect(list.getByText('De Claire Dupont')).toBeInTheDocument();
    expect(list.getByText('Pro')).toBeInTheDocument();
    expect(list.getByRole('link', { name: 'claire@fromagerie.test' })).toHaveAttribute(
      'href',
      'mailto:claire@fromagerie.test',
    );
    expect(list.getByText('Nouveau')).toBeInTheDocument();
    await userEvent.click(list.getByRole('button', { name: /^Marquer comme traitée/ }));
    expect(await screen.findByText('Demande marquée comme traitée')).toBeInTheDocument();
    expect((await stored(services, id))?.data.isViewed).toBe(true);
  });

  it('opens « Nouveau site » on the shop’s name and the plan it chose', async () => {
    const { services } = await withRequest();
    const { router } = renderRoute('/admin/prospects', services);
    await userEvent.click(await screen.findByRole('link', { name: /^Créer son site\s:\sFromagerie Dupont$/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/sites'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nouveau site' }));
    expect(dialog.getByLabelText(/Nom du site/)).toHaveValue('Fromagerie Dupont');
    expect(dialog.getByRole('combobox', { name: 'Formule' })).toHaveValue('pro');
  });

  it('starts the site of a shop that chose no plan on Essentiel', async () => {
    const services = await createTestServices({ signInAs: 'admin@demo.test' });
    await submitProspect(services.db, 'visitor-2', {
      shopName: 'Cave Martin',
      name: 'Luc Martin',
      email: 'luc@cave.test',
      phone: '',
      plan: '',
      message: '',
    });
    renderRoute('/admin/prospects', services);
    await userEvent.click(await screen.findByRole('link', { name: /^Créer son site\s:\sCave Martin$/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nouveau site' }));
    expect(dialog.getByLabelText(/Nom du site/)).toHaveValue('Cave Martin');
    expect(dialog.getByRole('combobox', { name: 'Formule' })).toHaveValue('essentiel');
  });

  it('deletes a request after confirmation', async () => {
    const { services, id } = await withRequest();
    renderRoute('/admin/prospects', services);
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer la demande de Fromagerie Dupont' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Demande supprimée')).toBeInTheDocument();
    expect(await stored(services, id)).toBeNull();
  });

  it('says when there is none yet', async () => {
    renderRoute('/admin/prospects', await createTestServices({ signInAs: 'admin@demo.test' }));
    expect(await screen.findByText('Aucune demande de commerçant pour l’instant')).toBeInTheDocument();
  });

  it('is for administrators only', async () => {
    const { services } = await withRequest('owner@demo.test');
    const { router } = renderRoute('/admin/prospects', services);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(screen.queryByText('Fromagerie Dupont')).not.toBeInTheDocument();
  });
});
