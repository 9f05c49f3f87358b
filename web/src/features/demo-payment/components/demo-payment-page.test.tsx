import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatCents } from '@comptoir/core';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';
import { DEMO_PAYMENT_TITLE, orderReturnPath } from './demo-payment-page';

describe('demo payment page', () => {
  it('says it takes no money and offers « Payer » and « Annuler »', async () => {
    renderRoute(
      '/paiement-demo?site=epicerie-du-marche&commande=o1&session=cs_demo_1&montant=1260',
      await createTestServices(),
    );
    expect(await screen.findByRole('heading', { level: 1, name: DEMO_PAYMENT_TITLE })).toBeInTheDocument();
    expect(screen.getByText(/À payer en ligne/).textContent).toBe(`À payer en ligne\u00a0: ${formatCents(1260)}`);
    expect(screen.getByRole('button', { name: /^Payer/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /^Annuler/ })).toBeEnabled();
  });

  it('says a refused payment on the page', async () => {
    renderRoute('/paiement-demo?site=epicerie-du-marche&commande=inconnue&session=cs_x', await createTestServices());
    await userEvent.click(await screen.findByRole('button', { name: /^Payer/ }));
    expect(await screen.findByText('Paiement impossible')).toBeInTheDocument();
  });

  it('cannot pay from an incomplete link', async () => {
    renderRoute('/paiement-demo?site=epicerie-du-marche', await createTestServices());
    expect(await screen.findByText('Lien de paiement incomplet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Payer/ })).toBeDisabled();
  });

  it('returns where Stripe’s success and cancel addresses lead', () => {
    expect(orderReturnPath('epicerie-du-marche', 'o1', true)).toBe(
      '/merchant/commandes?site=epicerie-du-marche&commande=o1&paiement=ok',
    );
    expect(orderReturnPath('epicerie-du-marche', 'o1', false)).toBe(
      '/merchant/commandes?site=epicerie-du-marche&commande=o1&paiement=annule',
    );
  });
});
