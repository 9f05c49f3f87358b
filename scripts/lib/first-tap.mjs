import { chromium } from 'playwright-core';

/** Debian's Chromium, headless, on these machines. */
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
];

/** Lighthouse's mobile network ("slow 4G"): 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };

/** The page's app has taken over (web/src/lib/hydration/hydrate-on-demand.ts). */
const HYDRATED = 'html[data-hydrated]';

/**
 * What a visitor's first press costs on a phone-sized page (375 px, touch) with the CPU slowed 4×:
 * from the tap to its answer (`answered`), and, where the answer is only the press shown as taken,
 * to what it does (`done`); with the main thread's blocking time meanwhile (long tasks over 50 ms).
 * `interaction` is the browser's own measure of the press (Interaction to Next Paint: input to the
 * next paint, 16 ms at least), free of the test driver's time.
 * `when`: 'load' presses right after the page's load event (the page's app not loaded yet), 'idle'
 * once the app has taken over and the page is quiet. `network`: '4g' adds Lighthouse's mobile
 * network. `prepare` runs before the measured press (e.g. opening a dialog). Medians of `runs`.
 */
export async function firstTap(url, { chrome, runs, press, answered, done, prepare, when = 'load', network }) {
  const browser = await chromium.launch({ executablePath: chrome, args: CHROME_FLAGS });
  const results = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      const context = await browser.newContext({
        viewport: { width: 375, height: 812 },
        locale: 'fr-FR',
        hasTouch: true,
        isMobile: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      if (network === '4g') await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await page.goto(url, { waitUntil: 'load' });
      if (when === 'idle') {
        await page.locator(HYDRATED).waitFor({ state: 'attached', timeout: 60_000 });
        await page.waitForTimeout(2_000);
      }
      if (prepare) await prepare(page);
      await page.evaluate(() => {
        window.__blocking = 0;
        window.__interaction = 0;
        new PerformanceObserver((list) => {
          for (const task of list.getEntries()) window.__blocking += Math.max(0, task.duration - 50);
        }).observe({ type: 'longtask' });
        // Interaction to Next Paint as browsers report it: from the input to the paint after it.
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            if (entry.interactionId) window.__interaction = Math.max(window.__interaction, entry.duration);
        }).observe({ type: 'event', durationThreshold: 16, buffered: false });
      });
      const started = Date.now();
      await press(page);
      await answered(page);
      const ms = Date.now() - started;
      if (done) await done(page);
      const doneMs = Date.now() - started;
      // Event timing entries arrive after the paint: a moment for the observer.
      await page.waitForTimeout(200);
      const { blocking, interaction } = await page.evaluate(() => ({
        blocking: window.__blocking,
        interaction: window.__interaction,
      }));
      results.push({ ms, doneMs, blocking, interaction });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return {
    ms: median(results.map((r) => r.ms)),
    doneMs: median(results.map((r) => r.doneMs)),
    blocking: median(results.map((r) => r.blocking)),
    interaction: median(results.map((r) => r.interaction)),
  };
}
