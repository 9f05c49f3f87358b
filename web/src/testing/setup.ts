import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { compressImage, fakeWebp } from './image-uploads';

// Route modules load lazily; on a busy CI machine the first render of a screen can take seconds.
configure({ asyncUtilTimeout: 5000 });

/**
 * Every test's clock starts at one moment (Tuesday 1 December 2026, 10:10 in Paris) and runs from
 * there: the seed, « today » and the open hours are the same whatever day the suite runs. A test
 * that needs another moment sets it (`vi.setSystemTime`). Set here too, before the test file loads:
 * some compute their day when imported.
 */
export const TEST_START = new Date('2026-12-01T09:10:00Z');
const startClock = () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(TEST_START);
};
startClock();
beforeEach(startClock);

// Server-render tests run in Node (`@vitest-environment node`): no DOM to clean up or complete.
const hasDom = typeof window !== 'undefined';

/** The address every test starts at (happy-dom's own): a link a test clicked may have navigated away. */
const START_URL = hasDom ? window.location.href : '';
type HappyDomWindow = Window & { happyDOM?: { setURL(url: string): void } };

afterEach(() => {
  if (!hasDom) return;
  cleanup();
  localStorage.clear();
  if (window.location.href !== START_URL) (window as HappyDomWindow).happyDOM?.setURL(START_URL);
});

// The test DOMs (happy-dom, jsdom) may lack these browser APIs that Chakra/Ark components call.
if (hasDom && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
if (hasDom) {
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
}

// The test DOMs have no canvas: images are converted by a stand-in (./image-uploads), mocked here once as
// test files share their modules.
vi.mock('browser-image-compression', async () => ({ default: (await import('./image-uploads')).compressImage }));
// No canvas either for the ardoise's drawn picture: a stand-in PNG (Chromium draws the real one end to end).
// Mocked here, for every file: test files share their modules (isolate: false), so a mock in one
// file would miss the module another file loaded first.
vi.mock('@/features/admin-dashboard/lib/ardoise-card-image', async (original) => ({
  ...(await original<object>()),
  drawArdoiseCard: vi.fn(() => Promise.resolve(new File(['png'], 'ardoise.png', { type: 'image/png' }))),
}));
beforeEach(() => {
  compressImage.mockReset();
  compressImage.mockImplementation(fakeWebp);
});

// Toasts outlive a test in the shared toaster: every test starts without them.
afterEach(async () => {
  if (!hasDom) return;
  const { toaster } = await import('@/components/ui/toaster');
  toaster.remove();
});
