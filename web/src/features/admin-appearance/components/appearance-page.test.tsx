import { refs } from '@comptoir/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Services } from '@/lib/services';
import { compressImage } from '@/testing/image-uploads';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';

const hexInput = (label: string) => screen.getByRole('textbox', { name: `${label} (code hexadécimal)` });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Enregistrer l’apparence' }));
const storedAppearance = async (services: Services) =>
  (await services.db.get(refs.site('epicerie-du-marche').path))?.data.appearance as Record<string, string>;

async function open() {
  const services = await createTestServices({ signInAs: 'owner@demo.test' });
  renderRoute('/admin/appearance', services);
  await screen.findByRole('form', { name: 'Apparence du site' });
  return services;
}

async function typeColour(label: string, hex: string) {
  const input = hexInput(label);
  await userEvent.clear(input);
  await userEvent.type(input, `${hex}{Enter}`);
}

describe('appearance screen', () => {
  it('starts from the stored colours', async () => {
    const services = await open();
    const stored = await storedAppearance(services);
    expect(hexInput('Couleur principale')).toHaveValue(stored.primaryColor?.toUpperCase());
    expect(hexInput('Fond picto')).toHaveValue(stored.primaryHoverColor?.toUpperCase());
  });

  it('previews a colour as it is typed and saves it into the site document', async () => {
    const services = await open();
    await typeColour('Couleur principale', '#123456');
    const preview = screen.getByRole('img', { name: 'Aperçu' });
    await waitFor(() => expect(preview.style.getPropertyValue('--site-primary').toLowerCase()).toBe('#123456'));
    await save();
    expect(await screen.findByText('Apparence sauvegardée.')).toBeInTheDocument();
    expect((await storedAppearance(services)).primaryColor?.toLowerCase()).toBe('#123456');
  });

  it('shows the failure toast with the message when saving fails', async () => {
    const services = await open();
    services.db.update = () => Promise.reject(new Error('refusé'));
    await save();
    expect(await screen.findByText('Erreur lors de la sauvegarde de l’apparence : refusé')).toBeInTheDocument();
  });

  it('uploads the logo as WebP and saves its address', async () => {
    compressImage.mockResolvedValue(new File([new Uint8Array([1, 2, 3])], 'logo.webp', { type: 'image/webp' }));
    const services = await open();
    await userEvent.upload(
      screen.getByLabelText('Logo du site', { selector: 'input' }),
      new File(['x'], 'logo.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Image enregistrée')).toBeInTheDocument();
    await save();
    await screen.findByText('Apparence sauvegardée.');
    expect((await storedAppearance(services)).logoUrl).toMatch(/^data:image\/webp;base64,/);
  });

  it("says 'Aucun site sélectionné' when no site is chosen", async () => {
    renderRoute('/admin/appearance', await createTestServices({ signInAs: 'admin@demo.test' }));
    expect(await screen.findByRole('heading', { name: 'Aucun site sélectionné' })).toBeInTheDocument();
  });
});
