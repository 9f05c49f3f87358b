import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countVisits, tapAction } from './count-visits';
import { forgetOwnVisits, markOwnVisits } from './own-visits';

const link = (attributes: Record<string, string>) => {
  const a = document.createElement('a');
  for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
  a.append(document.createElement('span'));
  document.body.append(a);
  return a;
};

// The links clicked here must not navigate the test DOM the files share.
const stay = (event: Event) => event.preventDefault();

describe('countVisits', () => {
  beforeEach(() => document.addEventListener('click', stay));
  afterEach(() => {
    document.removeEventListener('click', stay);
    document.body.replaceChildren();
    forgetOwnVisits();
  });

  it('tells a call, an email, the way and a social page from any other link', () => {
    expect(tapAction(link({ href: 'tel:+33478421735' }).firstElementChild)).toBe('call');
    expect(tapAction(link({ href: 'mailto:bonjour@epicerie.fr' }))).toBe('email');
    expect(tapAction(link({ href: 'https://maps.example/x', 'data-audience': 'directions' }))).toBe('directions');
    expect(tapAction(link({ href: 'https://instagram.com/x', 'data-audience': 'social' }))).toBe('social');
    expect(tapAction(link({ href: '/merchant/products' }))).toBeNull();
    expect(tapAction(document.body)).toBeNull();
  });

  it('sends the page once, then each tap that counts, the ones made before it loaded too', () => {
    const sent = vi.fn<(body: string) => void>();
    const early = new MouseEvent('click');
    Object.defineProperty(early, 'target', { value: link({ href: 'tel:0478421735' }) });
    countVisits(document, [early], sent);
    link({ href: 'mailto:bonjour@epicerie.fr' }).click();
    link({ href: '#horaires' }).click();
    const bodies = sent.mock.calls.map(([body]) => JSON.parse(body) as Record<string, string>);
    // The test DOM is shared by the files: its address is whatever the last one left.
    const { pathname: path } = location;
    expect(bodies).toEqual([
      { path, action: 'call' },
      { path, referrer: '' },
      { path, action: 'email' },
    ]);
  });

  it('counts a page the app shows without reloading, referred by the site itself', () => {
    const sent = vi.fn<(body: string) => void>();
    countVisits(document, [], sent);
    window.comptoirCountView?.();
    expect(JSON.parse(sent.mock.calls[1]?.[0] ?? '{}')).toEqual({ path: location.pathname, referrer: location.href });
  });

  it('sends nothing from a browser the back office is signed in on', () => {
    markOwnVisits();
    const sent = vi.fn<(body: string) => void>();
    countVisits(document, [], sent);
    link({ href: 'tel:0478421735' }).click();
    expect(sent).not.toHaveBeenCalled();
  });
});
