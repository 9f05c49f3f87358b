import { chromium } from 'playwright-core';

/** Debian's Chromium, headless, on these machines. */
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
];

/**
 * What hydration on demand moves to the visitor's first press: on a phone-sized page with the CPU
 * slowed 4×, the time from a first tap to its answer, and the main thread's blocking time meanwhile
 * (long tasks over 50 ms). `press` taps, `answered` waits for the answer (both given the page).
 */
export async function firstTap(url, { chrome, runs, press, answered }) {
  const browser = await chromium.launch({ executablePath: chrome, args: CHROME_FLAGS });
  const results = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'fr-FR' });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(url, { waitUntil: 'load' });
      await page.evaluate(() => {
        window.__blocking = 0;
        new PerformanceObserver((list) => {
          for (const task of list.getEntries()) window.__blocking += Math.max(0, task.duration - 50);
        }).observe({ type: 'longtask' });
      });
      const started = Date.now();
      await press(page);
      await answered(page);
      const ms = Date.now() - started;
      const blocking = await page.evaluate(() => window.__blocking);
      results.push({ ms, blocking });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return { ms: median(results.map((r) => r.ms)), blocking: median(results.map((r) => r.blocking)) };
}
