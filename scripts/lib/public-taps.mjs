// The interactive elements of the épicerie's public pages, each with how a visitor presses it and
// what answers: `answered` is what the visitor sees first, `done` (where it differs) what the press
// does once the page's app has it. Used by `npm run bench:pages` (scripts/lib/first-tap.mjs).

/** The press shown as taken (held for the app), or already done by it. */
const takenOr = (page, done) => page.locator('[aria-busy="true"]').or(done).first().waitFor();

/** Opens the first product with several variants, and waits for its dialog. */
const openProduct = async (page) => {
  await page
    .getByRole('button', { name: /^Voir options/ })
    .first()
    .tap();
  await page.getByRole('dialog').waitFor();
};

const reserveButton = (page) => page.getByRole('dialog').getByRole('button', { name: 'Commander cette déclinaison' });

/** Notes the products page's count (« 13 produits ») before the press… */
const noteCount = async (page) => {
  await page.evaluate(() => (window.__countBefore = document.querySelector('[role="status"]')?.textContent));
};
/** …and waits for the list to show another. */
const countChanged = (page) =>
  page.waitForFunction(() => document.querySelector('[role="status"]')?.textContent !== window.__countBefore);

/**
 * In the page: notes the name of the products page's first card on screen (`note`), or says whether
 * another now shows first (before the app, the items are ordered by CSS, not in the page).
 */
function firstCard(note) {
  const titles = [...document.querySelectorAll('li:not([hidden]) h3')].map((title) => ({
    name: title.textContent,
    box: title.getBoundingClientRect(),
  }));
  const first = titles.sort((a, b) => a.box.top - b.box.top || a.box.left - b.box.left)[0]?.name;
  if (note) window.__firstBefore = first;
  return note || first !== window.__firstBefore;
}

const reservationForm = (page) => page.getByRole('heading', { name: 'Réserver pour un retrait en boutique' });

const firstField = (page) => page.locator('form[aria-labelledby]').getByRole('textbox').first();

export const PUBLIC_TAPS = [
  {
    label: 'the phone menu',
    path: '/',
    press: (page) => page.getByRole('button', { name: 'Ouvrir le menu' }).tap(),
    answered: (page) => page.getByRole('navigation', { name: 'Menu mobile' }).waitFor(),
  },
  {
    label: 'a product’s card → its dialog',
    path: '/merchant/products',
    press: (page) =>
      page
        .getByRole('button', { name: /^Voir options/ })
        .first()
        .tap(),
    answered: (page) => page.getByRole('dialog').waitFor(),
  },
  {
    label: '« Commander » in the dialog → the reservation form',
    path: '/merchant/products',
    prepare: openProduct,
    press: (page) => reserveButton(page).tap(),
    answered: (page) => takenOr(page, reservationForm(page)),
    done: (page) => reservationForm(page).waitFor(),
  },
  {
    label: '« Je viendrai » on an event',
    path: '/',
    press: (page) =>
      page
        .getByRole('button', { name: /^Je viendrai/ })
        .first()
        .tap(),
    answered: (page) =>
      page.locator('button[aria-busy="true"], button:disabled, button[aria-pressed="true"]').first().waitFor(),
    done: (page) => page.getByRole('button', { name: 'Top, on vous attend\u00a0!' }).first().waitFor(),
  },
  {
    label: 'the product search (« miel »)',
    path: '/merchant/products',
    press: (page) => page.getByRole('searchbox').first().pressSequentially('miel'),
    // The letters show in the field as they are typed: the browser's own.
    answered: (page) => page.waitForFunction(() => document.activeElement?.value === 'miel'),
    prepare: noteCount,
    done: countChanged,
  },
  {
    label: 'the category filter',
    path: '/merchant/products',
    // A tap opens the phone's own list (focus), then a choice.
    press: async (page) => {
      const select = page.getByRole('combobox', { name: 'Catégorie' });
      await select.focus();
      await select.selectOption({ index: 1 });
    },
    answered: (page) => page.waitForFunction(() => document.querySelector('select')?.selectedIndex === 1),
    prepare: noteCount,
    done: countChanged,
  },
  {
    label: 'the allergen filter (« Sans lait »)',
    path: '/merchant/products',
    press: async (page) => {
      const select = page.getByRole('combobox', { name: 'Allergènes' });
      await select.focus();
      await select.selectOption('milk');
    },
    answered: (page) => page.waitForFunction(() => document.querySelector('select[name="without"]')?.value === 'milk'),
    prepare: noteCount,
    done: countChanged,
  },
  {
    label: 'the sort (« Prix croissant »)',
    path: '/merchant/products',
    press: async (page) => {
      const select = page.getByRole('combobox', { name: 'Trier par' });
      await select.focus();
      await select.selectOption('price');
    },
    answered: (page) => page.waitForFunction(() => document.querySelector('select[name="sort"]')?.value === 'price'),
    prepare: (page) => page.evaluate(firstCard, true),
    done: (page) => page.waitForFunction(firstCard, false),
  },
  {
    label: 'a question of the FAQ → its answer',
    path: '/merchant/services',
    press: (page) => page.locator('summary').first().tap(),
    answered: (page) => page.locator('details[open] summary + *').first().waitFor(),
  },
  {
    label: 'a service’s tab → its panel',
    path: '/merchant/services',
    press: (page) => page.getByRole('tab').nth(1).tap(),
    answered: (page) =>
      page.locator('[role="tab"][aria-selected="true"]').nth(0).and(page.getByRole('tab').nth(1)).waitFor(),
  },
  {
    label: 'the quote form (a field)',
    path: '/merchant/services',
    press: (page) => firstField(page).tap(),
    answered: (page) => firstField(page).and(page.locator(':focus')).waitFor(),
  },
  {
    label: 'the contact form (a field)',
    path: '/merchant/contact',
    press: (page) => firstField(page).tap(),
    answered: (page) => firstField(page).and(page.locator(':focus')).waitFor(),
  },
];
