import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '@/components/ui/provider';
import type { Refusal } from '@/components/ui/form-refusal';
import { FormDialog } from './form-dialog';

const dialog = (open = true, refusal: Refusal | null = null) => (
  <UiProvider>
    <FormDialog
      open={open}
      onOpenChange={() => undefined}
      title="Nouveau produit"
      onSubmit={() => undefined}
      submitLabel="Créer"
      refusal={refusal}
    >
      <input aria-label="Nom du produit" />
      <input aria-label="Prix" />
    </FormDialog>
  </UiProvider>
);

const renderDialog = () => render(dialog());

/** A few frames: the dialog's focus trap starts one frame after it opens. */
const frames = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('FormDialog', () => {
  it('puts the cursor in its first field once open', async () => {
    renderDialog();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nom du produit' })).toHaveFocus());
  });

  it('leaves the cursor where the user put it before its first focus came (a slow phone)', async () => {
    renderDialog();
    // Focused in the same frame the dialog opened in, before its focus trap starts.
    const price = screen.getByRole('textbox', { name: 'Prix' });
    price.focus();
    await frames();
    expect(price).toHaveFocus();
  });

  it('opens again on its first field, not where the cursor was when it closed', async () => {
    const { rerender } = renderDialog();
    const price = screen.getByRole('textbox', { name: 'Prix' });
    price.focus();
    await frames();
    rerender(dialog(false));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    rerender(dialog());
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nom du produit' })).toHaveFocus());
  });

  it('says a refusal beside its button, read out, and not again once it opens anew', async () => {
    const refusal = { description: 'Vous n’avez pas le droit de modifier ce site.' };
    const { rerender } = renderDialog();
    const alert = screen.getByRole('alert');
    expect(alert).toBeEmptyDOMElement();
    rerender(dialog(true, refusal));
    expect(alert).toHaveTextContent(refusal.description);
    expect(alert.parentElement).toBe(screen.getByRole('button', { name: 'Créer' }).parentElement);
    rerender(dialog(false, refusal));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    rerender(dialog(true, refusal));
    expect(await screen.findByRole('alert')).toBeEmptyDOMElement();
    rerender(dialog(true, { ...refusal }));
    expect(screen.getByRole('alert')).toHaveTextContent(refusal.description);
  });
});
