import { whenIdle } from '@/lib/when-idle';
import { announceTypedValues, keepEarlyActions } from './early-actions';

/** Signs that the visitor is about to use the page (touch, pointer, keyboard). */
const INTENT_EVENTS = ['pointerdown', 'pointerover', 'touchstart', 'keydown', 'focusin'] as const;
/**
 * At most this long after a first sign, the app starts loading even if no click came. Until then,
 * or until the click, the browser answers what it can by itself (a dialog, the menu) and paints it:
 * the app's loading and hydrating block the main thread for a while on a phone.
 */
export const PRESS_WAIT_MS = 400;
/** A page left open this long after loading hydrates anyway (once idle), and goes live. */
export const LIVE_AFTER_MS = 5_000;
/** Set on <html> once the app has taken over the page (tests, benchmarks). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** What the page's hydration is told of what the visitor did before it. */
export interface HydrationStart {
  /** A press or a form held for the app will call a function (its drivers load meanwhile). */
  calling: boolean;
}

export interface HydrateOnDemandOptions {
  liveAfterMs?: number;
}

/**
 * A server-rendered page is whole and its links work without JavaScript. Its app is loaded and
 * hydrated at the visitor's first sign of interaction, or once the page has been open a while and
 * the browser is idle (it then goes live): a visitor who reads pays nothing for it while the page
 * loads. A press or a form sent meanwhile is done again once the app has hydrated. Resolves, once
 * that is done, to whether the app took the page over (false: its code could not load).
 */
export function hydrateOnDemand(
  doc: Document,
  hydrate: (start: HydrationStart) => Promise<void>,
  { liveAfterMs = LIVE_AFTER_MS }: HydrateOnDemandOptions = {},
): Promise<boolean> {
  const early = keepEarlyActions(doc);
  let started = false;
  let settle: (hydrated: boolean) => void = () => undefined;
  const done = new Promise<boolean>((resolve) => {
    settle = resolve;
  });

  const start = () => {
    if (started) return;
    started = true;
    hydrate({ calling: early.calls() })
      .then(
        async () => {
          doc.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
          await announceTypedValues(doc);
          await early.replay();
          return true;
        },
        (error: unknown) => {
          early.release();
          console.error('Page non interactive (chargement du script échoué)', error);
          return false;
        },
      )
      .then(settle, (error: unknown) => {
        // Hydrated, but what the visitor did before could not all be done again.
        console.error('Action faite avant le chargement non rejouée', error);
        settle(true);
      });
  };

  let noticed = false;
  const afterPress = () => {
    if (noticed) return;
    noticed = true;
    INTENT_EVENTS.forEach((type) => doc.removeEventListener(type, afterPress, true));
    const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
    const timer = setTimeout(afterPaint, PRESS_WAIT_MS);
    doc.addEventListener(
      'click',
      () => {
        clearTimeout(timer);
        afterPaint();
      },
      { capture: true, once: true },
    );
  };

  INTENT_EVENTS.forEach((type) => doc.addEventListener(type, afterPress, { capture: true, passive: true }));
  void whenIdle({ afterMs: liveAfterMs }).then(start);
  return done;
}
