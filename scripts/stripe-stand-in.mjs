// The local Stripe stand-in (issue 59): answers the calls functions/src/payments/stripe-payments.ts
// makes, in memory, serves a clearly marked test checkout and onboarding page, and sends the
// webhooks Stripe would, signed with Stripe's scheme. Started with the emulators (scripts/emulators.mjs).
import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Its address, in one place: the functions' emulator env file, which points the Stripe library at it. */
export const STAND_IN_URL = readFileSync(join(ROOT, 'functions', '.env.demo-comptoir'), 'utf8').match(
  /^STRIPE_API_URL=(.+)$/m,
)?.[1];

/** The stand-in's keys: the emulators' functions get them as their secrets (functions/dist/.secret.local). */
export const STAND_IN_SECRETS = { STRIPE_SECRET_KEY: 'sk_test_stand_in', STRIPE_WEBHOOK_SECRET: 'whsec_stand_in' };

/** Stripe's signature header: `t=…,v1=` HMAC-SHA256 of `${t}.${payload}` with the endpoint's secret. */
export function signature(payload, secret = STAND_IN_SECRETS.STRIPE_WEBHOOK_SECRET, t = Math.floor(Date.now() / 1000)) {
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex')}`;
}

/** `a[b][0][c]=1` form fields as Stripe's nested objects (arrays stay objects keyed by index). */
function parseForm(body) {
  const out = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = out;
    path.slice(0, -1).forEach((part) => (node = node[part] ??= {}));
    node[path.at(-1)] = value;
  }
  return out;
}

const newId = (prefix) => `${prefix}_test_${randomBytes(8).toString('hex')}`;
const escape = (text) => String(text).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const page = (title, body) =>
  `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head>` +
  `<body style="font-family:system-ui;max-width:32rem;margin:2rem auto;padding:0 1rem">` +
  `<p style="background:#fde68a;padding:.5rem;border-radius:.25rem"><strong>Simulateur Stripe</strong>\u00a0: aucun argent n’est débité.</p>${body}</body></html>`;

export function createStandIn({ webhookUrl, base = STAND_IN_URL }) {
  const accounts = new Map();
  const sessions = new Map();
  const intents = new Map();
  // Any acct_ id the seed wrote is a ready account (the stand-in forgets everything when it stops).
  const account = (id) => {
    if (!accounts.has(id)) accounts.set(id, { id, object: 'account', charges_enabled: true, metadata: {} });
    return accounts.get(id);
  };

  async function send(type, object, accountId) {
    const payload = JSON.stringify({
      id: newId('evt'),
      object: 'event',
      type,
      account: accountId,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object },
    });
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature(payload) },
      body: payload,
    }).catch((error) => ({ ok: false, status: String(error) }));
    if (!response.ok) console.error(`stripe-stand-in: webhook ${type} answered ${response.status}`);
  }

  const api = {
    'POST /v1/accounts': (form) => {
      const created = { id: newId('acct'), object: 'account', charges_enabled: false, metadata: form.metadata ?? {} };
      accounts.set(created.id, created);
      return created;
    },
    'GET /v1/accounts/:id': (_form, [id]) => account(id),
    'POST /v1/account_links': (form) => ({
      object: 'account_link',
      url: `${base}/onboarding/${form.account}?${new URLSearchParams({ back: form.return_url })}`,
    }),
    'POST /v1/checkout/sessions': (form, _params, accountId) => {
      const lines = Object.values(form.line_items ?? {});
      const session = {
        id: newId('cs'),
        object: 'checkout.session',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: lines.reduce((sum, l) => sum + Number(l.price_data.unit_amount) * Number(l.quantity ?? 1), 0),
        currency: 'eur',
        metadata: form.metadata ?? {},
        payment_intent: null,
        expires_at: Number(form.expires_at),
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        line_items: lines,
        capture_method: form.payment_intent_data?.capture_method ?? 'automatic',
        intent_metadata: form.payment_intent_data?.metadata ?? {},
        account: accountId,
      };
      session.url = `${base}/pay/${session.id}`;
      sessions.set(session.id, session);
      return session;
    },
    'GET /v1/checkout/sessions/:id': (_form, [id]) => sessions.get(id),
    'POST /v1/checkout/sessions/:id/expire': (_form, [id]) => {
      const session = sessions.get(id);
      if (session?.status === 'open') {
        session.status = 'expired';
        void send('checkout.session.expired', session, session.account);
      }
      return session;
    },
    'POST /v1/payment_intents/:id/capture': (_form, [id]) =>
      Object.assign(intents.get(id) ?? {}, { status: 'succeeded' }),
    'POST /v1/payment_intents/:id/cancel': (_form, [id]) =>
      Object.assign(intents.get(id) ?? {}, { status: 'canceled' }),
    'POST /v1/refunds': (form, _params, accountId) => {
      const intent = intents.get(form.payment_intent);
      if (!intent) return undefined;
      const charge = {
        id: newId('ch'),
        object: 'charge',
        refunded: true,
        payment_intent: intent.id,
        metadata: intent.metadata,
      };
      void send('charge.refunded', charge, accountId);
      return { id: newId('re'), object: 'refund', status: 'succeeded', payment_intent: intent.id };
    },
  };

  function route(method, path) {
    for (const [key, handler] of Object.entries(api)) {
      const [m, pattern] = key.split(' ');
      const match = new RegExp(`^${pattern.replace(/:id/g, '([^/]+)')}$`).exec(path);
      if (m === method && match) return [handler, match.slice(1).map(decodeURIComponent)];
    }
    return [];
  }

  const html = (response, status, body) => {
    response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    response.end(body);
  };
  const redirect = (response, location) => {
    response.writeHead(303, { location });
    response.end();
  };

  async function pages(request, response, url) {
    const [, kind, id, action] = url.pathname.split('/');
    const session = kind === 'pay' ? sessions.get(id) : undefined;
    if (kind === 'pay' && session && request.method === 'GET') {
      const amount = (session.amount_total / 100).toFixed(2).replace('.', ',');
      const names = session.line_items.map((l) => `<li>${escape(l.price_data.product_data.name)}</li>`).join('');
      return html(
        response,
        200,
        page(
          'Paiement de test (simulateur Stripe)',
          `<h1>Paiement de test (simulateur Stripe)</h1><ul>${names}</ul><p>Montant\u00a0: ${amount}\u00a0€</p>` +
            (session.status === 'open'
              ? `<form method="post" action="/pay/${id}/pay"><button>Payer ${amount}\u00a0€</button></form>` +
                `<form method="post" action="/pay/${id}/cancel"><button>Annuler et revenir à la boutique</button></form>`
              : `<p>Cette session de paiement est ${session.status === 'complete' ? 'payée' : 'expirée'}.</p>`),
        ),
      );
    }
    if (kind === 'pay' && session && request.method === 'POST' && action === 'pay' && session.status === 'open') {
      const intent = {
        id: newId('pi'),
        object: 'payment_intent',
        amount: session.amount_total,
        capture_method: session.capture_method,
        status: session.capture_method === 'manual' ? 'requires_capture' : 'succeeded',
        metadata: session.intent_metadata,
      };
      intents.set(intent.id, intent);
      Object.assign(session, {
        status: 'complete',
        payment_status: session.capture_method === 'manual' ? 'unpaid' : 'paid',
        payment_intent: intent.id,
      });
      await send('checkout.session.completed', session, session.account);
      return redirect(response, session.success_url);
    }
    if (kind === 'pay' && session && request.method === 'POST' && action === 'cancel')
      return redirect(response, session.cancel_url);
    if (kind === 'onboarding' && request.method === 'GET')
      return html(
        response,
        200,
        page(
          'Inscription de test (simulateur Stripe)',
          `<h1>Inscription de test (simulateur Stripe)</h1><form method="post"><button>Terminer l’inscription</button></form>`,
        ),
      );
    if (kind === 'onboarding' && request.method === 'POST') {
      const done = Object.assign(account(id), { charges_enabled: true });
      await send('account.updated', done, done.id);
      return redirect(response, url.searchParams.get('back') ?? '/');
    }
    return html(response, 404, page('Introuvable', '<h1>Introuvable</h1>'));
  }

  return createServer(async (request, response) => {
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    const url = new URL(request.url ?? '/', base);
    if (!url.pathname.startsWith('/v1/')) return pages(request, response, url);
    const [handler, params] = route(request.method, url.pathname);
    const answer = handler?.(
      parseForm(Buffer.concat(chunks).toString('utf8')),
      params,
      request.headers['stripe-account'],
    );
    response.writeHead(answer ? 200 : 404, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify(
        answer ?? { error: { type: 'invalid_request_error', message: `No such resource: ${url.pathname}` } },
      ),
    );
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const webhookUrl = process.env.STRIPE_WEBHOOK_URL;
  if (!webhookUrl || !STAND_IN_URL)
    throw new Error('stripe-stand-in: STRIPE_WEBHOOK_URL and STRIPE_API_URL are needed');
  const { hostname, port } = new URL(STAND_IN_URL);
  createStandIn({ webhookUrl }).listen(Number(port), hostname, () =>
    console.log(`Stripe stand-in on ${STAND_IN_URL}, webhooks to ${webhookUrl}.`),
  );
}
