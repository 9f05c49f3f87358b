import { refs } from '@comptoir/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAdminCollection } from '@/components/admin/data/use-admin-live';
import { renderWithServices } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';
import { ReorderButtons } from './reorder-buttons';
import { ReorderStatus } from './reorder-status';
import { useReorder } from './use-reorder';

const SITE = 'epicerie-du-marche';

function FaqList() {
  const faqs = useAdminCollection(refs.collection(SITE, 'faqs'), { orderBy: [['orderIndex', 'asc']] });
  const items = faqs.data ?? [];
  const { move, busy, announcement } = useReorder(SITE, 'faqs', items, (faq) => faq.question);
  return (
    <>
      <ul>
        {items.map((faq, index) => (
          <li key={faq.id}>
            {faq.question}
            <ReorderButtons
              label={faq.question}
              focusKey={faq.id}
              isFirst={index === 0}
              isLast={index === items.length - 1}
              disabled={busy}
              onMove={(delta) => void move(index, delta)}
            />
          </li>
        ))}
      </ul>
      <ReorderStatus message={announcement} />
    </>
  );
}

const questions = () => screen.getAllByRole('listitem').map((li) => li.firstChild?.textContent);

describe('reordering an ordered list', () => {
  it('moves an item with the keyboard, keeps focus on it and says where it went', async () => {
    const services = await createTestServices();
    renderWithServices(<FaqList />, services);
    const user = userEvent.setup();
    await screen.findAllByRole('listitem');
    const before = questions();
    const first = before[0] ?? '';
    expect(screen.getByRole('button', { name: `Monter «\u00a0${first}\u00a0»` })).toBeDisabled();

    screen.getByRole('button', { name: `Descendre «\u00a0${first}\u00a0»` }).focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(questions()).toEqual([before[1], before[0], ...before.slice(2)]));
    await waitFor(() => expect(screen.getByRole('button', { name: `Descendre «\u00a0${first}\u00a0»` })).toHaveFocus());
    // The status's text is compared with its spaces normalised (a question may hold a non-breaking one).
    expect(screen.getByRole('status')).toHaveTextContent(
      `« ${first} » déplacé en position 2 sur ${before.length}`.replace(/\u00a0/g, ' '),
    );
    const stored = await services.db.query(`sites/${SITE}/faqs`, { orderBy: [['orderIndex', 'asc']] });
    expect(stored.map((doc) => doc.data.question)).toEqual(questions());
  });

  it('disables moving the last item down', async () => {
    renderWithServices(<FaqList />, await createTestServices());
    const items = await screen.findAllByRole('listitem');
    const last = items.at(-1) as HTMLElement;
    expect(within(last).getByRole('button', { name: /^Descendre/ })).toBeDisabled();
    expect(within(last).getByRole('button', { name: /^Monter/ })).toBeEnabled();
  });
});
