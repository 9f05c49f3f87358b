import type { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

/**
 * For screens with image fields. jsdom has no canvas, so no test runs the real WebP conversion: the
 * test setup mocks `browser-image-compression` with `compressImage`, reset to `fakeWebp` before every
 * test; a test may give it other behaviour. image-upload.test.tsx covers the real conversion options.
 */
export const fakeWebp = (file: File, _options?: { maxWidthOrHeight?: number }): Promise<File> =>
  Promise.resolve(new File([file.name], file.name.replace(/\.\w+$/, '.webp'), { type: 'image/webp' }));

/** The stand-in for `browser-image-compression`; one instance, as test files share their modules. */
export const compressImage = vi.fn(fakeWebp);

export const png = (name: string): File => new File([name], name, { type: 'image/png' });

/** Picks `file` in the image field labelled `label` inside `scope` (a dialog, a form). */
export const upload = (scope: ReturnType<typeof within>, label: string, file: File): Promise<void> =>
  userEvent.setup({ applyAccept: false }).upload(scope.getByLabelText(label, { selector: 'input' }), file);
