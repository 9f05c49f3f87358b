import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { UiProvider } from '@/components/ui/provider';
import { LeadCard } from './lead-card';

const original = window.matchMedia;
/** The phone's media query matches (the rest of the list, its listeners included, as the DOM has it). */
const onPhone = () => {
  window.matchMedia = (query: string) =>
    Object.defineProperty(original(query), 'matches', { value: query === '(max-width: 767px)' });
};
afterEach(() => {
  window.matchMedia = original;
});

const card = () =>
  render(
    <UiProvider>
      <ul>
        <LeadCard
          id="q1"
          unseen={false}
          title="Camille Martin"
          receivedAt={new Date('2026-11-27T09:05:00Z')}
          actions={null}
        >
          <label>
            Note
            <input />
          </label>
        </LeadCard>
      </ul>
    </UiProvider>,
  );

describe('LeadCard', () => {
  it('shows its details at once on a wide screen', () => {
    card();
    expect(screen.getByRole('textbox', { name: 'Note' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Voir le détail' })).not.toBeInTheDocument();
  });

  it('on a phone, draws its details at their first opening and keeps what was typed once folded', async () => {
    onPhone();
    const user = userEvent.setup();
    card();
    expect(screen.queryByRole('textbox', { hidden: true })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voir le détail' }));
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Rappeler lundi');
    await user.click(screen.getByRole('button', { name: 'Masquer le détail' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voir le détail' }));
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Rappeler lundi');
  });
});
