// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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

  // jsdom has no popover: the browser's part (open, Escape, a tap outside) runs in the end-to-end
  // tests; here, what the app adds to it.
  it('ties the menu button to a popover menu, says what it does as the menu opens, and closes it after a choice', async () => {
    const hidePopover = vi.fn();
    HTMLElement.prototype.hidePopover = hidePopover;
    const user = userEvent.setup();
    renderWithServices(
      <SiteHeader name="Épicerie" logoUrl={null} homeHref="/" links={links} />,
      await createTestServices({ seed: false }),
    );
    const button = screen.getByRole('button', { name: 'Ouvrir le menu' });
    const menu = screen.getByRole('navigation', { name: 'Menu mobile', hidden: true });
    expect(menu).toHaveAttribute('popover', 'auto');
    expect(button).toHaveAttribute('popovertarget', menu.id);
    act(() => {
      menu.dispatchEvent(Object.assign(new Event('toggle'), { oldState: 'closed', newState: 'open' }));
    });
    expect(screen.getByRole('button', { name: 'Fermer le menu' })).toBe(button);
    await user.click(within(menu).getByRole('link', { name: 'Produits', hidden: true }));
    expect(hidePopover).toHaveBeenCalledOnce();
    act(() => {
      menu.dispatchEvent(Object.assign(new Event('toggle'), { oldState: 'open', newState: 'closed' }));
    });
    expect(screen.getByRole('button', { name: 'Ouvrir le menu' })).toBe(button);
    Reflect.deleteProperty(HTMLElement.prototype, 'hidePopover');
  });
});
