import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '@/components/ui/provider';
import { PLACEHOLDER_IMAGE, SafeImage } from './safe-image';

const show = (src: string | null) =>
  render(
    <UiProvider>
      <SafeImage src={src} alt="Tomates" width={800} height={800} sizes="(min-width: 30em) 50vw, 36vw" />
    </UiProvider>,
  );

describe('SafeImage', () => {
  it('offers every stored width of a sized image for the space it takes', () => {
    show('/seed/epicerie/products/tomates-1600w.webp');
    const image = screen.getByRole('img', { name: 'Tomates' });
    expect(image).toHaveAttribute('src', '/seed/epicerie/products/tomates-1600w.webp');
    expect(image).toHaveAttribute(
      'srcset',
      '/seed/epicerie/products/tomates-400w.webp 400w, /seed/epicerie/products/tomates-800w.webp 800w, /seed/epicerie/products/tomates-1600w.webp 1600w',
    );
    expect(image).toHaveAttribute('sizes', '(min-width: 30em) 50vw, 36vw');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('decodes an image below the fold apart, and shows one above it with the page', () => {
    render(
      <UiProvider>
        <SafeImage src="/a.webp" alt="Plus bas" width={400} height={300} sizes="50vw" />
        <SafeImage src="/b.webp" alt="En haut" width={1600} height={900} sizes="100vw" priority />
      </UiProvider>,
    );
    expect(screen.getByRole('img', { name: 'Plus bas' })).toHaveAttribute('decoding', 'async');
    const hero = screen.getByRole('img', { name: 'En haut' });
    expect(hero).toHaveAttribute('decoding', 'auto');
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows an image stored in one width as it is', () => {
    show('https://example.test/photo.webp');
    const image = screen.getByRole('img', { name: 'Tomates' });
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
  });

  it('falls back to the placeholder, without the widths, when the image fails', () => {
    show('/seed/epicerie/products/tomates-1600w.webp');
    fireEvent.error(screen.getByRole('img', { name: 'Tomates' }));
    const image = screen.getByRole('img', { name: 'Tomates' });
    expect(image).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    expect(image).not.toHaveAttribute('srcset');
  });
});
