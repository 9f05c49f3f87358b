import type { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * For screens with image fields. jsdom has no canvas, so a test file mocks the WebP conversion
 * (`vi.mock('browser-image-compression', () => ({ default: vi.fn() }))`, hoisted, one line) and
 * lets this stand in for it: `vi.mocked(imageCompression).mockImplementation(fakeWebp)`.
 * image-upload.test.tsx covers the real conversion options.
 */
export const fakeWebp = (file: File): Promise<File> =>
  Promise.resolve(new File([file.name], file.name.replace(/\.\w+$/, '.webp'), { type: 'image/webp' }));

export const png = (name: string): File => new File([name], name, { type: 'image/png' });

/** Picks `file` in the image field labelled `label` inside `scope` (a dialog, a form). */
export const upload = (scope: ReturnType<typeof within>, label: string, file: File): Promise<void> =>
  userEvent.setup({ applyAccept: false }).upload(scope.getByLabelText(label, { selector: 'input' }), file);
