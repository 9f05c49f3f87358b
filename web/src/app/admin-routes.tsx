import type { RouteObject } from 'react-router';
import { NotFound } from '@/components/layout/not-found';

const dashboard = () => import('./routes/admin/dashboard');
const products = () => import('./routes/admin/products');

/** Back office: every route but login sits in the guarded shell; all of it is lazy. */
export const adminRoutes: RouteObject[] = [
  { path: 'login', lazy: () => import('./routes/admin/login') },
  {
    lazy: () => import('./routes/admin/shell'),
    children: [
      { index: true, lazy: dashboard },
      { path: 'dashboard', lazy: dashboard },
      { path: 'sites', lazy: () => import('./routes/admin/sites') },
      { path: 'users', lazy: () => import('./routes/admin/users') },
      { path: 'domains', lazy: () => import('./routes/admin/domains') },
      { path: 'pages/home', lazy: () => import('./routes/admin/pages-home') },
      { path: 'pages/about', lazy: () => import('./routes/admin/pages-about') },
      { path: 'pages/services', lazy: () => import('./routes/admin/pages-services') },
      { path: 'pages/contact', lazy: () => import('./routes/admin/pages-contact') },
      { path: 'pages/hours', lazy: () => import('./routes/admin/pages-hours') },
      { path: 'products', lazy: products },
      { path: 'content/products', lazy: products },
      { path: 'content/events', lazy: () => import('./routes/admin/events') },
      { path: 'content/testimonials', lazy: () => import('./routes/admin/testimonials') },
      { path: 'content/quotes', lazy: () => import('./routes/admin/quotes') },
      { path: 'content/messages', lazy: () => import('./routes/admin/messages') },
      { path: 'appearance', lazy: () => import('./routes/admin/appearance') },
      { path: 'settings', lazy: () => import('./routes/admin/settings') },
      { path: 'account', lazy: () => import('./routes/admin/account') },
    ],
  },
  // Outside the guarded shell: an unknown path is a 404 whether or not anyone is signed in.
  { path: '*', element: <NotFound /> },
];
