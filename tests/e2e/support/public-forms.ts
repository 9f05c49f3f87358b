import type { Locator } from 'playwright-core';

/** Fills the quote form (« Demande de devis ») with a valid request from `email` (Camille Martin by default). */
export async function fillQuoteRequest(
  form: Locator,
  email: string,
  { firstName = 'Camille', lastName = 'Martin' } = {},
): Promise<void> {
  await form.locator('[name="firstName"]').fill(firstName);
  await form.locator('[name="lastName"]').fill(lastName);
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="phone"]').fill('06 21 45 78 12');
  await form.locator('select[name="service"]').selectOption('Autre');
  await form.locator('[name="date"]').fill('2030-06-14');
  await form.locator('[name="guests"]').fill('22');
  await form.locator('[name="details"]').fill('Un buffet pour mes quarante ans, dont trois végétariens.');
}
