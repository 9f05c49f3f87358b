import type { Locator } from 'playwright-core';

/** Fills the quote form (« Demande de devis ») with a valid request from `email`. */
export async function fillQuoteRequest(form: Locator, email: string): Promise<void> {
  await form.locator('[name="firstName"]').fill('Camille');
  await form.locator('[name="lastName"]').fill('Martin');
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="phone"]').fill('06 21 45 78 12');
  await form.locator('select[name="service"]').selectOption('Autre');
  await form.locator('[name="date"]').fill('2030-06-14');
  await form.locator('[name="guests"]').fill('22');
  await form.locator('[name="details"]').fill('Un buffet pour mes quarante ans, dont trois végétariens.');
}
