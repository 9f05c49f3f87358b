import type { RouteObject } from 'react-router';
import { NotFound } from '@/components/layout/not-found';
import type { AdminPageName } from './admin-pages';

/** A lazy route module of the back office, through the admin-pages chunk. */
const page = (name: AdminPageName) => () => import('./admin-pages').then(({ adminPages }) => adminPages[name]());

/** Back office: every route but login sits in the guarded shell; all of it is lazy. */
export const adminRoutes: RouteObject[] = [
  { path: 'login', lazy: page('login') },
  {
    lazy: page('shell'),
    children: [
      { index: true, lazy: page('dashboard') },
      { path: 'dashboard', lazy: page('dashboard') },
      { path: 'sites', lazy: page('sites') },
      { path: 'users', lazy: page('users') },
      { path: 'prospects', lazy: page('prospects') },
      { path: 'domains', lazy: page('domains') },
      { path: 'platform', lazy: page('platform') },
      { path: 'pages/home', lazy: page('pagesHome') },
      { path: 'pages/about', lazy: page('pagesAbout') },
      { path: 'pages/services', lazy: page('pagesServices') },
      { path: 'pages/contact', lazy: page('pagesContact') },
      { path: 'pages/hours', lazy: page('pagesHours') },
      { path: 'products', lazy: page('products') },
      { path: 'content/products', lazy: page('products') },
      { path: 'content/events', lazy: page('events') },
      { path: 'content/testimonials', lazy: page('testimonials') },
      { path: 'content/quotes', lazy: page('quotes') },
      { path: 'content/reservations', lazy: page('reservations') },
      { path: 'content/messages', lazy: page('messages') },
      { path: 'appearance', lazy: page('appearance') },
      { path: 'settings', lazy: page('settings') },
      { path: 'privacy', lazy: page('privacy') },
      { path: 'account', lazy: page('account') },
    ],
  },
  // Outside the guarded shell: an unknown path is a 404 whether or not anyone is signed in.
  { path: '*', element: <NotFound /> },
];
