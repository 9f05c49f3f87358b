import { existsSync, readFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { restoreSeed } from './seed-restore';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} (apt-get install -y chromium)`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
}

/** http://127.0.0.1:PORT, or http://<host>.localhost:PORT for domain-resolution tests. */
export function appUrl(path = '/', host = '127.0.0.1'): string {
  return `http://${host}:${inject('port')}${path}`;
}

const firebaseJson = JSON.parse(readFileSync(new URL('../../../firebase.json', import.meta.url), 'utf8')) as {
  emulators: { hosting: { port: number }; firestore: { port: number } };
};
/** The Firestore emulator's port, as the page's requests name it. */
export const FIRESTORE_PORT = String(firebaseJson.emulators.firestore.port);
/**
 * Through the Hosting emulator (emulators mode only): public pages rendered by the renderPage
 * function, and the other rewrites of firebase.json (the audience beacon's function).
 */
export const hostingUrl = (path: string, host = 'epicerie.localhost') =>
  `http://${host}:${firebaseJson.emulators.hosting.port}${path}`;

export const MOBILE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 900 };

/** A page whose uncaught errors fail the test that opened it. */
export async function openPage(context: BrowserContext): Promise<Page & { errors: Error[] }> {
  const page = (await context.newPage()) as Page & { errors: Error[] };
  page.errors = [];
  page.on('pageerror', (error) => page.errors.push(error));
  // What the Content-Security-Policy blocks fails the test too.
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
      page.errors.push(new Error(message.text()));
    }
  });
  return page;
}

export interface Browsing {
  /** This test's browser context (fresh per test: its own cookies and IndexedDB; the seed in both modes). */
  readonly context: BrowserContext;
  /** A new page in this test's context. */
  page(): Promise<Page & { errors: Error[] }>;
  /** Replaces this test's context, e.g. with a phone viewport. */
  reopen(options: BrowserContextOptions): Promise<void>;
}

/** One Chromium for the file and a fresh desktop French context per test. */
export function browserPerFile(): Browsing {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  const open = async (options: BrowserContextOptions = {}) => {
    if (!browser) throw new Error('The browser is not running');
    context = await browser.newContext({ viewport: DESKTOP, locale: 'fr-FR', ...options });
  };
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    // The sandbox seeds each fresh context; the emulators keep data between tests: put the seed back.
    if (inject('mode') === 'emulators') await restoreSeed();
    await open();
  });
  afterEach(() => context?.close());
  return {
    get context() {
      if (!context) throw new Error('No browser context outside a test');
      return context;
    },
    page() {
      return openPage(this.context);
    },
    async reopen(options) {
      await context?.close();
      await open(options);
    },
  };
}
