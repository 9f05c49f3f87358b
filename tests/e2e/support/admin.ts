import type { Page } from 'playwright-core';
import { appUrl } from './browser';

/** Signs in on the login page of `host` (sandbox data lives per origin). */
export async function signIn(page: Page, email: string, password = 'demo1234', host?: string): Promise<void> {
  await page.goto(appUrl('/admin/login', host));
  const form = page.getByRole('form', { name: 'Connexion' });
  await form.getByRole('textbox', { name: /^Email/ }).fill(email);
  await form.getByLabel(/^Mot de passe/).fill(password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
}

export const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Barre latérale' });
