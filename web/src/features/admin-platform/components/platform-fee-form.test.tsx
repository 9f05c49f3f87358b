// @vitest-environment jsdom
import { getDoc, paymentRefs } from '@comptoir/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';

describe('« Plateforme »: the platform fee', () => {
  it('starts at 0 %, refuses more than 20 % with the typed value kept, and saves a decimal fee', async () => {
    const user = userEvent.setup();
    const services = await createTestServices({ signInAs: 'admin@demo.test' });
    renderRoute('/admin/platform', services);
    const form = await screen.findByRole('form', { name: 'Commission de la plateforme' });
    const input = await screen.findByRole('textbox', { name: /Commission \(en %\)/ });
    expect(input).toHaveValue('0');
    await user.clear(input);
    await user.type(input, '25');
    await user.click(screen.getByRole('button', { name: 'Enregistrer la commission' }));
    expect(await within(form).findByText(/^La commission doit être un nombre entre 0 et 20/)).toBeInTheDocument();
    expect(input).toHaveValue('25');
    await user.clear(input);
    await user.type(input, '2,5');
    await user.click(screen.getByRole('button', { name: 'Enregistrer la commission' }));
    await waitFor(async () =>
      expect((await getDoc(services.db, paymentRefs.platformPayments()))?.feePercent).toBe(2.5),
    );
    expect(form).toBeInTheDocument();
  });
});
