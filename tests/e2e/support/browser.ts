import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

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

export const MOBILE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 900 };

/** A page whose uncaught errors fail the test that opened it. */
export async function openPage(context: BrowserContext): Promise<Page & { errors: Error[] }> {
  const page = (await context.newPage()) as Page & { errors: Error[] };
  page.errors = [];
  page.on('pageerror', (error) => page.errors.push(error));
  return page;
}
