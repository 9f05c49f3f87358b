import { AUDIENCE_PATH, FUNCTIONS_REGION, PUBLISHED_COLLECTIONS } from '@comptoir/core';
import { describe, expect, it, vi } from 'vitest';

// The Storage trigger names its bucket when it is defined, as at deploy time.
vi.hoisted(() => {
  process.env.FIREBASE_CONFIG = JSON.stringify({
    projectId: 'demo-comptoir',
    storageBucket: 'demo-comptoir.appspot.com',
  });
});

const functions = await import('./index');

interface Endpoint {
  region?: string[];
  secretEnvironmentVariables?: { key: string }[];
  callableTrigger?: unknown;
  httpsTrigger?: unknown;
  eventTrigger?: { eventType?: string; eventFilterPathPatterns?: Record<string, string>; retry?: boolean };
  blockingTrigger?: { eventType?: string };
}
const endpoint = (fn: unknown) => (fn as { __endpoint: Endpoint }).__endpoint;

/** Every deployed function by its deployed name: a group's (an exported object of functions) as `group-name`. */
const deployed = (): [string, unknown][] =>
  Object.entries(functions)
    .filter(([, fn]) => fn !== undefined)
    .flatMap(([name, fn]): [string, unknown][] =>
      '__endpoint' in (fn as object)
        ? [[name, fn]]
        : Object.entries(fn as Record<string, unknown>).map(([member, each]) => [`${name}-${member}`, each]),
    );

/** The exported function `name` runs when a Firestore document matching `document` is `change`d. */
function expectDocumentTrigger(
  name: keyof typeof functions,
  change: 'created' | 'updated' | 'deleted' | 'written',
  document: string,
): void {
  expect(endpoint(functions[name]).eventTrigger).toMatchObject({
    eventType: `google.cloud.firestore.document.v1.${change}`,
    eventFilterPathPatterns: { document },
  });
}

const PUBLISHED = ['site', ...Object.keys(PUBLISHED_COLLECTIONS)];

describe('functions/index', () => {
  it('exports every function, all in the region the web client calls', () => {
    const exported = deployed();
    expect(exported.map(([name]) => name).sort()).toEqual([
      'audience',
      'confirmRecipient',
      'connectPayments',
      'crawlFiles',
      'createUserAccount',
      'deleteSite',
      'onContactMessageCreated',
      'onContactMessageDeleted',
      'onImageFinalized',
      'onOrderWritten',
      'onProspectCreated',
      'onQuoteRequestCreated',
      'onQuoteRequestDeleted',
      'onReservationCreated',
      'onReservationDeleted',
      'onReservationUpdated',
      'paymentWebhook',
      'placeOrder',
      ...PUBLISHED.map((name) => `publish-${name}`).sort(),
      'purgeExpiredData',
      'releaseUnpaidOrders',
      'renderPage',
      'resolveSite',
      'searchKeys-domain',
      'searchKeys-site',
      'sendRecipientConfirmation',
      'sendTestEmail',
      'setOrderStatus',
      'setUserRole',
      'submitReservation',
      'toggleEventParticipation',
    ]);
    for (const [, fn] of exported) expect(endpoint(fn).region).toEqual([FUNCTIONS_REGION]);
  });

  it('rebuilds a site’s published documents on any write to the site or one of its public collections, on no other', () => {
    const written = 'google.cloud.firestore.document.v1.written';
    expect(endpoint(functions.publish.site).eventTrigger).toMatchObject({
      eventType: written,
      eventFilterPathPatterns: { document: 'sites/{siteId}' },
    });
    const patterns = Object.entries(functions.publish)
      .filter(([name]) => name !== 'site')
      .map(([, fn]) => endpoint(fn).eventTrigger?.eventFilterPathPatterns?.document)
      .sort();
    expect(patterns).toEqual(
      Object.keys(PUBLISHED_COLLECTIONS)
        .map((name) => `sites/{siteId}/${name}/{docId}`)
        .sort(),
    );
    for (const [, fn] of Object.entries(functions.publish)) expect(endpoint(fn).eventTrigger?.eventType).toBe(written);
  });

  it('writes a site’s search keys after any write to a site or a domain mapping', () => {
    const written = 'google.cloud.firestore.document.v1.written';
    expect(endpoint(functions.searchKeys.site).eventTrigger).toMatchObject({
      eventType: written,
      eventFilterPathPatterns: { document: 'sites/{siteId}' },
    });
    expect(endpoint(functions.searchKeys.domain).eventTrigger).toMatchObject({
      eventType: written,
      eventFilterPathPatterns: { document: 'domains/{host}' },
    });
  });

  it('runs a failed rebuild again, and no other trigger', () => {
    const retried = deployed()
      .filter(([, fn]) => endpoint(fn).eventTrigger?.retry)
      .map(([name]) => name)
      .sort();
    expect(retried).toEqual(
      Object.keys(functions.publish)
        .map((name) => `publish-${name}`)
        .sort(),
    );
  });

  it('receives /robots.txt and /sitemap.xml from Hosting, in its region, before the app’s catch-all', async () => {
    const { readFile } = await import('node:fs/promises');
    const config = JSON.parse(await readFile(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
      hosting: { rewrites: { source: string; function?: { functionId: string; region: string } }[] };
    };
    const sources = config.hosting.rewrites.map(({ source }) => source);
    for (const file of ['/robots.txt', '/sitemap.xml']) {
      expect(config.hosting.rewrites.find(({ source }) => source === file)?.function).toEqual({
        functionId: 'crawlFiles',
        region: FUNCTIONS_REGION,
      });
      expect(sources.indexOf(file)).toBeLessThan(sources.indexOf('**'));
    }
    expect(endpoint(functions.crawlFiles).httpsTrigger).toBeDefined();
  });

  it('receives the pages’ audience beacons from Hosting, same origin, before the app’s catch-all', async () => {
    const { readFile } = await import('node:fs/promises');
    const config = JSON.parse(await readFile(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
      hosting: { rewrites: { source: string; function?: { functionId: string; region: string } }[] };
    };
    const sources = config.hosting.rewrites.map(({ source }) => source);
    expect(config.hosting.rewrites.find(({ source }) => source === AUDIENCE_PATH)?.function).toEqual({
      functionId: 'audience',
      region: FUNCTIONS_REGION,
    });
    expect(sources.indexOf(AUDIENCE_PATH)).toBeLessThan(sources.indexOf('**'));
    expect(endpoint(functions.audience).httpsTrigger).toBeDefined();
  });

  it('renders every public page, the back office staying the static app (Hosting rewrites)', async () => {
    const { readFile } = await import('node:fs/promises');
    const config = JSON.parse(await readFile(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
      hosting: {
        rewrites: { source: string; destination?: string; function?: { functionId: string; region: string } }[];
      };
    };
    const rewrites = config.hosting.rewrites;
    expect(rewrites.at(-1)).toEqual({ source: '**', function: { functionId: 'renderPage', region: FUNCTIONS_REGION } });
    for (const source of ['/admin', '/admin/**', '/confirmer-email'])
      expect(rewrites.find((rewrite) => rewrite.source === source)?.destination).toBe('/app.html');
    expect(endpoint(functions.renderPage).httpsTrigger).toBeDefined();
  });

  it('adds the blocking sign-up and sign-in functions only where the project has Identity Platform', async () => {
    expect(functions.beforeUserCreated).toBeUndefined();
    expect(functions.beforeUserSignedIn).toBeUndefined();
    vi.resetModules();
    vi.stubEnv('IDENTITY_PLATFORM', 'true');
    try {
      const withIdentityPlatform = await import('./index');
      expect(endpoint(withIdentityPlatform.beforeUserCreated).blockingTrigger?.eventType).toBe(
        'providers/cloud.auth/eventTypes/user.beforeCreate',
      );
      expect(endpoint(withIdentityPlatform.beforeUserSignedIn).blockingTrigger?.eventType).toBe(
        'providers/cloud.auth/eventTypes/user.beforeSignIn',
      );
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('gives the SendGrid secret to the functions that email, and only to them', () => {
    const withSecret = deployed()
      .filter(([, fn]) => endpoint(fn).secretEnvironmentVariables?.some(({ key }) => key === 'SENDGRID_API_KEY'))
      .map(([name]) => name)
      .sort();
    expect(withSecret).toEqual([
      'onContactMessageCreated',
      'onOrderWritten',
      'onProspectCreated',
      'onQuoteRequestCreated',
      'onReservationCreated',
      'onReservationUpdated',
      'sendRecipientConfirmation',
      'sendTestEmail',
    ]);
  });

  it('triggers on the creation of quote requests, contact messages and reservations, and on a reservation’s update and an order’s write', () => {
    expectDocumentTrigger('onQuoteRequestCreated', 'created', 'sites/{siteId}/quoteRequests/{requestId}');
    expectDocumentTrigger('onContactMessageCreated', 'created', 'sites/{siteId}/contactMessages/{messageId}');
    expectDocumentTrigger('onReservationCreated', 'created', 'sites/{siteId}/reservations/{reservationId}');
    expectDocumentTrigger('onReservationUpdated', 'updated', 'sites/{siteId}/reservations/{reservationId}');
    expectDocumentTrigger('onOrderWritten', 'written', 'sites/{siteId}/orders/{orderId}');
    expect(endpoint(functions.onImageFinalized).eventTrigger?.eventType).toBe(
      'google.cloud.storage.object.v1.finalized',
    );
    expect(endpoint(functions.setUserRole).callableTrigger).toBeDefined();
    expect(endpoint(functions.resolveSite).httpsTrigger).toBeDefined();
  });

  it('forgets a deleted lead’s notification logs, and purges expired data every night, Paris time', () => {
    expectDocumentTrigger('onQuoteRequestDeleted', 'deleted', 'sites/{siteId}/quoteRequests/{leadId}');
    expectDocumentTrigger('onContactMessageDeleted', 'deleted', 'sites/{siteId}/contactMessages/{leadId}');
    expectDocumentTrigger('onReservationDeleted', 'deleted', 'sites/{siteId}/reservations/{leadId}');
    const { scheduleTrigger } = endpoint(functions.purgeExpiredData) as { scheduleTrigger?: unknown };
    expect(scheduleTrigger).toMatchObject({ schedule: 'every day 03:30', timeZone: 'Europe/Paris' });
  });

  it('gives the Stripe secrets to the functions that talk to Stripe, and only to them', () => {
    for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']) {
      const withSecret = deployed()
        .filter(([, fn]) => endpoint(fn).secretEnvironmentVariables?.some((secret) => secret.key === key))
        .map(([name]) => name)
        .sort();
      expect(withSecret).toEqual([
        'connectPayments',
        'paymentWebhook',
        'placeOrder',
        'releaseUnpaidOrders',
        'setOrderStatus',
      ]);
    }
  });

  it('takes orders and their status by callables, Stripe’s webhook over HTTP, and releases unpaid orders every 5 minutes', () => {
    for (const name of ['placeOrder', 'setOrderStatus', 'connectPayments'] as const)
      expect(endpoint(functions[name]).callableTrigger).toBeDefined();
    expect(endpoint(functions.paymentWebhook).httpsTrigger).toBeDefined();
    const { scheduleTrigger } = endpoint(functions.releaseUnpaidOrders) as { scheduleTrigger?: unknown };
    expect(scheduleTrigger).toMatchObject({ schedule: 'every 5 minutes' });
  });
});
