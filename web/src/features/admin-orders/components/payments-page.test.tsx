// @vitest-environment jsdom
import { paymentRefs } from '@comptoir/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';

const SITE = 'epicerie-du-marche';
const PAGE = `/admin/paiements?site=${SITE}`;

afterEach(() => vi.restoreAllMocks());

describe('payments screen', () => {
  it('says the seeded Stripe account is connected, and whose fee applies', async () => {
    renderRoute(PAGE, await createTestServices({ signInAs: 'owner@demo.test' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Paiements' })).toBeInTheDocument();
    expect(await screen.findByText('Votre compte Stripe est connecté')).toBeInTheDocument();
    expect(
      screen.getByText(/la commission éventuelle de la plateforme est fixée par l’administrateur/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connecter mon compte Stripe' })).not.toBeInTheDocument();
  });

  it('connects through connectPayments and goes to the page it answers', async () => {
    const services = await createTestServices({
      signInAs: 'owner@demo.test',
      writes: [
        { kind: 'set', path: paymentRefs.sitePayments(SITE).path, data: { accountId: null, chargesEnabled: false } },
      ],
    });
    const call = vi
      .spyOn(services.functions, 'call')
      .mockResolvedValue({ url: 'https://connect.stripe.test/onboarding', chargesEnabled: false });
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    renderRoute(PAGE, services);
    expect(await screen.findByText('Aucun compte Stripe connecté')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Connecter mon compte Stripe' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://connect.stripe.test/onboarding'));
    expect(call).toHaveBeenCalledWith('connectPayments', { siteId: SITE });
  });

  it('says an onboarding started but not finished is to be resumed', async () => {
    const services = await createTestServices({
      signInAs: 'owner@demo.test',
      writes: [
        {
          kind: 'set',
          path: paymentRefs.sitePayments(SITE).path,
          data: { accountId: 'acct_demo', chargesEnabled: false },
        },
      ],
    });
    renderRoute(PAGE, services);
    expect(await screen.findByText('Connexion à Stripe à terminer')).toBeInTheDocument();
    expect(screen.getByText(/Stripe n’accepte pas encore de paiements/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reprendre la connexion Stripe' })).toBeInTheDocument();
  });
});
