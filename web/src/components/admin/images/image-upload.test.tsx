import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Services } from '@/lib/services';
import { compressImage as compress } from '@/testing/image-uploads';
import { renderWithServices } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';
import { AdminProvider } from '../ui/admin-provider';
import { ImageUpload } from './image-upload';

// jsdom has no canvas (the setup mocks the library): the conversion itself is the library's; every check around it is ours.

const webp = () => new File([new Uint8Array([82, 73, 70, 70])], 'photo.webp', { type: 'image/webp' });
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' });

function Harness({ onValue }: { onValue(url: string): void }) {
  const [value, setValue] = useState('');
  return (
    <AdminProvider>
      <ImageUpload
        label="Logo du site"
        value={value}
        onChange={(url) => {
          setValue(url);
          onValue(url);
        }}
        siteId="epicerie-du-marche"
      />
    </AdminProvider>
  );
}

let services: Services;
let onValue: ReturnType<typeof vi.fn<(url: string) => void>>;
beforeEach(async () => {
  compress.mockReset();
  services = await createTestServices({ seed: false });
  onValue = vi.fn<(url: string) => void>();
  renderWithServices(<Harness onValue={onValue} />, services);
});

const choose = (file: File) =>
  userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Logo du site', { selector: 'input' }), file);

describe('ImageUpload', () => {
  it('refuses a file that is not an image without converting it', async () => {
    await choose(new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Veuillez sélectionner un fichier image')).toBeInTheDocument();
    expect(compress).not.toHaveBeenCalled();
  });

  it('refuses an image over 10 MB', async () => {
    await choose(new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'grande.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Le fichier est trop volumineux (10 Mo au maximum)')).toBeInTheDocument();
    expect(compress).not.toHaveBeenCalled();
  });

  it('converts to WebP in three widths, stores the narrower ones first beside the widest, and keeps the widest', async () => {
    compress.mockImplementation((file: File) =>
      Promise.resolve(new File([`${file.size}`], 'photo.webp', { type: 'image/webp' })),
    );
    const upload = vi.spyOn(services.storage, 'upload');
    const chosen = png();
    await choose(chosen);
    expect(await screen.findByText('Image enregistrée')).toBeInTheDocument();
    const conversions = compress.mock.calls.map(([file, options]) => [file, options?.maxWidthOrHeight]);
    // The widest from the chosen file, each narrower one from the file before it.
    expect(conversions.map(([, width]) => width)).toEqual([1600, 800, 400]);
    expect(conversions[0]?.[0]).toBe(chosen);
    expect(await compress.mock.results[0]?.value).toBe(conversions[1]?.[0]);
    expect(compress).toHaveBeenCalledWith(
      expect.any(File),
      expect.objectContaining({ initialQuality: 0.85, fileType: 'image/webp', useWebWorker: false }),
    );
    const paths = upload.mock.calls.map(([path]) => path);
    expect(paths).toHaveLength(3);
    const widest = paths[2] ?? '';
    expect(widest).toMatch(/^sites\/epicerie-du-marche\/images\/\d+-[a-z0-9]+-1600w\.webp$/);
    expect(paths.slice(0, 2)).toEqual([widest.replace('1600w', '800w'), widest.replace('1600w', '400w')]);
    for (const [, , options] of upload.mock.calls)
      expect(options).toMatchObject({ contentType: 'image/webp', cacheControl: 'public, max-age=31536000, immutable' });
    expect(onValue).toHaveBeenCalledTimes(1);
    expect(onValue).toHaveBeenCalledWith(await upload.mock.results[2]?.value);
    expect(await screen.findByRole('img', { name: 'Aperçu\u00a0: Logo du site' })).toBeInTheDocument();
  });

  it('sizes a portrait photo by its width: the longest side is its height', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => Promise.resolve({ width: 900, height: 1600, close: () => undefined })),
    );
    try {
      await choose(png());
      expect(await screen.findByText('Image enregistrée')).toBeInTheDocument();
      expect(compress.mock.calls.map(([, options]) => options?.maxWidthOrHeight)).toEqual([2844, 1422, 711]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('removes the image on « Retirer l’image »', async () => {
    compress.mockResolvedValue(webp());
    await choose(png());
    await userEvent.click(await screen.findByRole('button', { name: 'Retirer l’image' }));
    expect(onValue).toHaveBeenLastCalledWith('');
    expect(screen.getByText('Aucune image')).toBeInTheDocument();
  });

  it.each([
    ['the browser cannot encode WebP', () => Promise.resolve(png()), 'Impossible de convertir l’image en WebP'],
    [
      'the file is not an image',
      () => Promise.reject(new Error('The file given is not an image')),
      'Le fichier sélectionné n’est pas une image',
    ],
    ['the image cannot be decoded', () => Promise.reject(new Event('error')), 'Impossible de charger l’image'],
    [
      'no canvas context exists',
      () => Promise.reject(new Error('getContext of OffscreenCanvas returns null')),
      'Impossible de préparer l’image dans ce navigateur',
    ],
    ['anything else fails', () => Promise.reject(new Error('boom')), 'Erreur lors du traitement de l’image'],
  ])('says so when %s', async (_case, outcome, message) => {
    compress.mockImplementation(outcome);
    await choose(png());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onValue).not.toHaveBeenCalled();
  });

  it('says the image could not be sent, with the server text', async () => {
    compress.mockResolvedValue(webp());
    vi.spyOn(services.storage, 'upload').mockRejectedValue(new Error('Quota dépassé'));
    await choose(png());
    expect(await screen.findByText('L’envoi de l’image a échoué')).toBeInTheDocument();
    expect(screen.getByText('Quota dépassé')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Choisir une image' })).toBeEnabled());
  });
});
