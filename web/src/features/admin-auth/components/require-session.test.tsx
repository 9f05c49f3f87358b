import { refs } from '@comptoir/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';

describe('RequireSession', () => {
  it('refreshes the session when the profile shows a new role', async () => {
    const services = await createTestServices({ signInAs: 'owner@demo.test' });
    const refresh = vi.spyOn(services.auth, 'refreshSession');
    renderRoute('/admin/account', services);
    await screen.findByRole('heading', { level: 1, name: 'Mon compte' });
    expect(refresh).not.toHaveBeenCalled();
    await services.db.update(refs.user('demo-owner').path, { role: 'admin' });
    await waitFor(() => expect(refresh).toHaveBeenCalled());
  });

  it('shows the spinner while the session loads', async () => {
    const services = await createTestServices({ signInAs: 'owner@demo.test' });
    services.auth.watchSession = () => ({ subscribe: () => () => undefined });
    const { router } = renderRoute('/admin/dashboard', services);
    // Past the router's own loader (shown while the screen's code loads), the guard's remains.
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
  });
});
