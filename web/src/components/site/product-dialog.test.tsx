import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { whenIdle } from '@/lib/when-idle';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';

describe('a product’s dialog', () => {
  it('has the reservation form’s code once the page is idle: the first press shows the form in its own update', async () => {
    renderRoute('/merchant/products?site=epicerie-du-marche', await createTestServices());
    const grid = await screen.findByRole('region', { name: 'Catalogue' });
    const card = within(grid).getByRole('heading', { name: 'Miel de lavande' }).closest('li') as HTMLElement;
    await userEvent.click(within(card).getByRole('button'));
    const dialog = await screen.findByRole('dialog', { name: 'Miel de lavande' });
    // The dialogs asked for the form's code when the page became idle (before this test's turn).
    await whenIdle();
    await import('./reservation/reservation-panel');
    await new Promise((done) => setTimeout(done, 50));

    // Synchronous: a form whose code were only asked for now would show its loading state first.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Commander cette déclinaison' }));
    expect(within(dialog).getByRole('heading', { name: 'Réserver pour un retrait en boutique' })).toBeInTheDocument();
  });
});
