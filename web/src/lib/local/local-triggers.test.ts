import {
  DEFAULT_PLATFORM_SENDER,
  MissingIndexError,
  LocalStore,
  MemoryPersistence,
  type NotificationLog,
  prospectRefs,
  watchCatalogue,
  refs,
  submitProspect,
  watchCollection,
  watchDoc,
} from '@comptoir/core';
import { reservationData, waitForValue } from '@comptoir/core/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestServices } from '@/testing/test-services';
import { registerLocalTriggers, type LocalTriggerHandlers } from './local-triggers';

const SITE = 'epicerie-du-marche';
const NOW = new Date('2025-03-12T09:00:00.000Z');
const MESSAGE = {
  firstName: 'Hélène',
  name: 'Lefèvre',
  email: 'helene@example.fr',
  subject: 'Horaires de Noël',
  message: 'Serez-vous ouverts le 24\u00a0?',
  isViewed: false,
  createdAt: NOW,
  updatedAt: NOW,
};

/** Handlers a test does not expect to be called. */
const unusedHandlers = (): LocalTriggerHandlers => {
  const unused = () => Promise.reject(new Error('not expected'));
  return {
    notify: unused,
    notifyProspect: unused,
    acknowledgeReservation: unused,
    reservationUpdated: unused,
    orderWritten: unused,
    forgetLead: unused,
    republish: unused,
    refreshSearchKeys: unused,
  };
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('sandbox triggers', () => {
  it('rebuilds a site’s published documents when its public content changes, as the publish triggers do', async () => {
    const services = await createTestServices({ now: NOW });
    const product = refs.item(SITE, 'products', 'prod-miel-lavande').path;
    await services.db.update(product, { name: 'Miel de châtaignier' });
    const shown = await waitForValue(watchCatalogue(services.db, SITE), (catalogue) =>
      catalogue.products.some((each) => each.name === 'Miel de châtaignier'),
    );
    expect(shown.products.find((each) => each.name === 'Miel de châtaignier')?.id).toBe('prod-miel-lavande');
    const main = await services.db.get(`published/${SITE}`);
    expect(main?.data.content).not.toContain('Miel de châtaignier');
    expect((await services.db.get(`published/${SITE}/parts/catalogue-0`))?.data.content).toContain(
      'Miel de châtaignier',
    );
  });

  it('writes a site’s search keys after a rename and a domain mapped, as the searchKeys triggers do', async () => {
    const services = await createTestServices({ now: NOW });
    const site = refs.site('boutique-vide');
    const keys = () => watchDoc(services.db, site);
    await services.db.update(site.path, { name: 'Fromagerie Lucie' });
    await waitForValue(keys(), (doc) => doc?.searchKeys?.includes('lucie') === true);
    await services.db.set(refs.domain('fromagerie-lucie.fr').path, {
      siteId: 'boutique-vide',
      active: true,
      createdAt: NOW,
      updatedAt: NOW,
    });
    const found = await waitForValue(keys(), (doc) => doc?.searchKeys?.includes('fromagerie lucie fr') === true);
    expect(found?.searchKeys).not.toContain('boutique');
  });

  it('rebuilds no published document for a write of the search keys alone, and asks no keys for it', async () => {
    const store = await LocalStore.open(new MemoryPersistence());
    const handlers = { republish: vi.fn(() => Promise.resolve()), refreshSearchKeys: vi.fn(() => Promise.resolve()) };
    registerLocalTriggers(store, { ...unusedHandlers(), ...handlers });
    await store.set('sites/s1', { name: 'Épicerie', createdAt: NOW, updatedAt: NOW });
    expect(handlers.republish).toHaveBeenCalledTimes(1);
    expect(handlers.refreshSearchKeys).toHaveBeenCalledWith('s1');
    await store.update('sites/s1', { searchKeys: ['ep', 'epi'] });
    expect(handlers.republish).toHaveBeenCalledTimes(1);
    expect(handlers.refreshSearchKeys).toHaveBeenCalledTimes(1);
    await store.update('sites/s1', { alsaceMoselle: true });
    expect(handlers.republish).toHaveBeenCalledTimes(2);
    expect(handlers.refreshSearchKeys).toHaveBeenCalledTimes(1);
  });

  it('tells the order trigger of each order written, with what it was before, as onOrderWritten is told', async () => {
    const store = await LocalStore.open(new MemoryPersistence());
    const orderWritten = vi.fn((_event: unknown) => Promise.resolve());
    registerLocalTriggers(store, { ...unusedHandlers(), republish: () => Promise.resolve(), orderWritten });
    await store.set('sites/s1/orders/o1', { status: 'awaiting-payment' });
    await store.update('sites/s1/orders/o1', { status: 'confirmed' });
    expect(orderWritten.mock.calls.map(([event]) => event)).toMatchObject([
      { siteId: 's1', orderId: 'o1', before: null, after: { status: 'awaiting-payment' } },
      { siteId: 's1', orderId: 'o1', before: { status: 'awaiting-payment' }, after: { status: 'confirmed' } },
    ]);
  });

  it('emails the administrators about a shop’s request, as the emulators do', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const services = await createTestServices({ now: NOW });
    await submitProspect(services.db, 'visitor-1', {
      shopName: 'Fromagerie Dupont',
      name: 'Claire Dupont',
      email: 'claire@fromagerie.test',
      plan: 'expert',
    });
    const [record] = await waitForValue(watchCollection(services.db, prospectRefs.notifications()), (records) =>
      records.some((entry) => entry.status === 'logged'),
    );
    expect(record).toMatchObject({
      kind: 'prospect',
      from: `Comptoir <${DEFAULT_PLATFORM_SENDER}>`,
      to: ['admin@demo.test'],
      replyTo: 'claire@fromagerie.test',
      subject: 'Nouvelle demande\u00a0: Fromagerie Dupont (formule Expert)',
    });
  });

  it('records the merchant notification of a new contact message, as the emulators do', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const services = await createTestServices({ now: NOW });
    await expect(services.db.query(refs.collection(SITE, 'notifications').path)).resolves.toEqual([]);
    await services.db.add(refs.collection(SITE, 'contactMessages').path, MESSAGE);
    const [record] = await waitForValue(
      watchCollection(services.db, refs.collection(SITE, 'notifications')),
      (records) => records.some((entry) => entry.status === 'logged'),
    );
    expect(record).toMatchObject({
      kind: 'contactMessage',
      status: 'logged',
      from: `Épicerie du Marché <${DEFAULT_PLATFORM_SENDER}>`,
      to: ['bonjour@epicerie-du-marche.fr', 'claire@epicerie-du-marche.fr'],
      replyTo: 'helene@example.fr',
      subject: 'Nouveau message de Hélène Lefèvre\u00a0: Horaires de Noël – Épicerie du Marché',
    });
    expect(console.info).toHaveBeenCalledWith(
      'Email non envoyé (mode démo) à bonjour@epicerie-du-marche.fr, claire@epicerie-du-marche.fr\u00a0: ' +
        'Nouveau message de Hélène Lefèvre\u00a0: Horaires de Noël – Épicerie du Marché',
    );
  });

  it('records the merchant’s and the customer’s emails of a reservation, and forgets them with it', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const services = await createTestServices({ now: NOW });
    const path = refs.collection(SITE, 'reservations').path;
    const id = await services.db.add(path, reservationData({ createdAt: NOW }));
    const logs = watchCollection(services.db, refs.collection(SITE, 'notifications'));
    const mine = (records: NotificationLog[]) => records.filter((entry) => entry.leadId === id);
    const received = await waitForValue(logs, (records) =>
      ['reservation', 'customer'].every((kind) =>
        mine(records).some((entry) => entry.kind === kind && entry.status === 'logged'),
      ),
    );
    expect(mine(received).find((entry) => entry.kind === 'reservation')).toMatchObject({
      replyTo: 'louise@example.fr',
      subject: 'Nouvelle réservation de Louise Bernard\u00a0: 2 × Miel de lavande – Épicerie du Marché',
    });
    expect(mine(received).find((entry) => entry.kind === 'customer')).toMatchObject({
      to: ['louise@example.fr'],
      from: `Épicerie du Marché <${DEFAULT_PLATFORM_SENDER}>`,
      subject: 'Demande de réservation reçue – Épicerie du Marché',
    });

    await services.db.update(`${path}/${id}`, { status: 'confirmed' });
    const confirmed = await waitForValue(logs, (records) => mine(records).length === 3);
    expect(mine(confirmed).map((entry) => entry.subject)).toContain('Réservation confirmée – Épicerie du Marché');

    await services.db.remove(`${path}/${id}`);
    await waitForValue(logs, (records) => mine(records).length === 0);
  });

  it('deletes a deleted message’s notification logs, as the emulators do', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const services = await createTestServices({ now: NOW });
    const id = await services.db.add(refs.collection(SITE, 'contactMessages').path, MESSAGE);
    const logs = watchCollection(services.db, refs.collection(SITE, 'notifications'));
    await waitForValue(logs, (records) => records.some((entry) => entry.leadId === id));
    await services.db.remove(`${refs.collection(SITE, 'contactMessages').path}/${id}`);
    await waitForValue(logs, (records) => records.every((entry) => entry.leadId !== id));
  });

  it('refuses a query whose composite index firestore.indexes.json lacks', async () => {
    // The sandbox also rethrows the error from a timer to fail the test run; keep that timer from firing.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const services = await createTestServices({ seed: false });
    await expect(
      services.db.query(refs.collection(SITE, 'testimonials').path, {
        where: [['rating', '==', 5]],
        orderBy: [['customerName', 'asc']],
      }),
    ).rejects.toBeInstanceOf(MissingIndexError);
    expect(vi.getTimerCount()).toBe(1);
    vi.clearAllTimers();
  });
});
