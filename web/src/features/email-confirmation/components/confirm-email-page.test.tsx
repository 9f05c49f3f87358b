import { CONFIRMATION_PATH, FunctionError } from '@comptoir/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';

const TOKEN = 'a'.repeat(43);
/** The page reads its secret from the address bar, as the browser shows it. */
function open(url: string, services: Awaited<ReturnType<typeof createTestServices>>) {
  window.history.replaceState(null, '', url);
  return renderRoute(url, services);
}

const confirmButton = () => screen.findByRole('button', { name: 'Confirmer mon adresse' });

describe('email confirmation page', () => {
  it('lives where the emailed links lead', () => {
    expect(paths.confirmEmail).toBe(CONFIRMATION_PATH);
  });

  it('confirms only when the button is pressed, then says for which shop', async () => {
    const services = await createTestServices();
    const call = vi
      .spyOn(services.functions, 'call')
      .mockResolvedValue({ email: 'marc@epicerie.fr', siteName: 'Épicerie du Marché' });
    open(`/confirmer-email?jeton=${TOKEN}`, services);
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirmer votre adresse email' })).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
    await userEvent.click(await confirmButton());
    expect(call).toHaveBeenCalledWith('confirmRecipient', { token: TOKEN });
    expect(await screen.findByText('Adresse confirmée')).toBeInTheDocument();
    expect(
      screen.getByText(
        'marc@epicerie.fr recevra désormais les demandes de devis et les messages d’Épicerie du Marché.',
      ),
    ).toBeInTheDocument();
  });

  it('says why a used or expired link cannot confirm', async () => {
    const services = await createTestServices();
    vi.spyOn(services.functions, 'call').mockRejectedValue(
      new FunctionError('not-found', 'Ce lien n’est plus valide.'),
    );
    open(`/confirmer-email?jeton=${TOKEN}`, services);
    await userEvent.click(await confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Confirmation impossibleCe lien n’est plus valide.');
  });

  it('says so when the link lost its secret', async () => {
    open('/confirmer-email', await createTestServices());
    expect(await screen.findByText(/^Ce lien est incomplet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmer mon adresse' })).not.toBeInTheDocument();
  });
});
