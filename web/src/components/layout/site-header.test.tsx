import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithServices } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';
import { SiteHeader } from './site-header';

const links = [
  { label: 'Accueil', href: '/merchant?site=s' },
  { label: 'Produits', href: '/merchant/products?site=s' },
  { label: 'Blog', href: 'https://blog.example.fr', isExternal: true },
];

describe('SiteHeader', () => {
  it('links the logo and name home and opens external links in a new tab', async () => {
    renderWithServices(
      <SiteHeader name="Épicerie" logoUrl="/logo.svg" homeHref="/merchant?site=s" links={links} />,
      await createTestServices({ seed: false }),
    );
    // jsdom matches no media query, so the desktop navigation is hidden (and nameless) here.
    const nav = document.querySelector<HTMLElement>('nav[aria-label="Navigation principale"]');
    if (!nav) throw new Error('desktop navigation missing');
    const blog = within(nav).getByRole('link', { name: 'Blog', hidden: true });
    expect(blog).toHaveAttribute('target', '_blank');
    expect(blog).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Épicerie' })).toHaveAttribute('href', '/merchant?site=s');
  });

  it('opens the mobile menu and closes it after a link is chosen', async () => {
    const user = userEvent.setup();
    renderWithServices(
      <SiteHeader name="Épicerie" logoUrl={null} homeHref="/" links={links} />,
      await createTestServices({ seed: false }),
    );
    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    const menu = screen.getByRole('navigation', { name: 'Menu mobile' });
    expect(screen.getByRole('button', { name: 'Fermer le menu' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(menu).getByRole('link', { name: 'Produits' }));
    expect(screen.queryByRole('navigation', { name: 'Menu mobile' })).not.toBeInTheDocument();
  });

  it('closes the mobile menu with Escape', async () => {
    const user = userEvent.setup();
    renderWithServices(
      <SiteHeader name="Épicerie" logoUrl={null} homeHref="/" links={links} />,
      await createTestServices({ seed: false }),
    );
    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Menu mobile' })).not.toBeInTheDocument();
  });
});
