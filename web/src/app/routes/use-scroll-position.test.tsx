import { act, render } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollPosition } from './use-scroll-position';

function Root() {
  useScrollPosition();
  return <Outlet />;
}

const page = (name: string) => (
  <div>
    <h1>{name}</h1>
    <Link to="/autre">Autre page</Link>
    <p id="horaires">Horaires</p>
  </div>
);

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Root />,
        children: [
          { path: '/', element: page('Accueil') },
          { path: '/autre', element: page('Autre') },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useScrollPosition', () => {
  let scrollY = 0;
  const scrollTo = vi.fn((_x: number, y: number) => {
    scrollY = y;
  });
  const scrollIntoView = vi.fn();
  const jsdomScrollIntoView = Element.prototype.scrollIntoView;

  beforeEach(() => {
    scrollY = 0;
    scrollTo.mockClear();
    scrollIntoView.mockClear();
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
    vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo as (x: number, y: number) => void);
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Element.prototype.scrollIntoView = jsdomScrollIntoView;
  });

  it('leaves the page it starts on where the visitor scrolled it (a server-rendered page read before its app)', () => {
    scrollY = 1200;
    renderAt('/');
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollY).toBe(1200);
  });

  it('goes to the #anchor of the page it starts on, unless the visitor has scrolled already', () => {
    renderAt('/#horaires');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    scrollIntoView.mockClear();
    scrollY = 300;
    renderAt('/#horaires');
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('opens a new page at the top, and back returns where the visitor was', async () => {
    const router = renderAt('/');
    scrollY = 800;
    window.dispatchEvent(new Event('scroll'));
    await act(() => router.navigate('/autre'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 800);
  });
});
