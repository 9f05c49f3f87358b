// What Comptoir's pages write in a browser, and where they load scripts from, is what every privacy
// policy states (core/src/domain/privacy-policy.ts) and why no consent banner is needed
// (docs/decisions.md, « Legal pages and privacy »). Adding storage or a tracker fails here: change
// the policy and revisit the consent decision first, then this inventory.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));
const ROOT = join(SRC, '..', '..');

/** Every file that touches browser storage, with why it may. */
const STORAGE_WRITERS: Record<string, string> = {
  'hooks/browser-store.ts': 'the local-storage store the two entries below use',
  'features/public-home/api/use-event-participation.ts': 'the participation list, named by the policy',
  'lib/firebase/auth-driver.ts': 'the anonymous Firebase Auth session, named by the policy',
  'components/admin/session/current-site-store.ts': 'back office only: the site an owner last chose',
  'lib/audience/own-visits.ts':
    'the back office’s mark on its own browser (written there only), read by the audience beacon to leave the owner’s visits out',
  'features/admin-shell/sidebar-cookie.ts': 'back office only: the sidebar left open or closed',
  'lib/local/local-auth.ts': 'sandbox only (demo data, no visitor)',
  'lib/local/create-local-services.ts': 'sandbox only (demo data, no visitor)',
  'lib/local/idb-persistence.ts': 'sandbox only (demo data, no visitor)',
};

const TRACKERS =
  /firebase\/(analytics|performance|remote-config)|googletagmanager|google-analytics|gtag\(|fbq\(|connect\.facebook|hotjar|matomo|plausible|clarity\.ms|segment\.(io|com)|mixpanel|posthog|sentry/i;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sourceFiles(SRC).map((path) => ({ path: relative(SRC, path), text: readFileSync(path, 'utf8') }));

describe('privacy inventory', () => {
  it('writes browser storage only where the privacy policy (or the back office, or the sandbox) says so', () => {
    const writers = files
      // Firebase's persistence options (indexedDBLocalPersistence…) and a store of
      // hooks/browser-store.ts count as storage too.
      .filter(({ text }) =>
        /\b(localStorage|sessionStorage|indexedDB|document\.cookie)\b|LocalPersistence\b|\bbrowserStore\(/.test(text),
      )
      .map(({ path }) => path)
      .sort();
    expect(writers).toEqual(Object.keys(STORAGE_WRITERS).sort());
  });

  it('sends audience beacons from one place, to the site itself, with the page and referrer only', () => {
    const senders = files.filter(({ text }) => /\bsendBeacon\b/.test(text)).map(({ path }) => path);
    expect(senders).toEqual(['lib/audience/count-visits.ts']);
    const beacon = files.find(({ path }) => path === 'lib/audience/count-visits.ts')?.text ?? '';
    expect(beacon).toMatch(/sendBeacon\?\.\(AUDIENCE_PATH, body\)/);
    expect(beacon).not.toMatch(/\b(localStorage|sessionStorage|document\.cookie|indexedDB|userAgent|fingerprint)\b/);
  });

  it('loads no analytics or tracking code', () => {
    expect(files.filter(({ text }) => TRACKERS.test(text)).map(({ path }) => path)).toEqual([]);
    expect(readFileSync(join(ROOT, 'web', 'index.html'), 'utf8')).not.toMatch(/<script[^>]+src="https?:/);
    const { dependencies } = JSON.parse(readFileSync(join(ROOT, 'web', 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(dependencies).filter((name) => TRACKERS.test(name))).toEqual([]);
  });

  it('lets the browser run scripts from this site and reCAPTCHA only (production headers)', () => {
    const config = readFileSync(join(ROOT, 'firebase.json'), 'utf8');
    const scriptSources = [...config.matchAll(/script-src ([^;]+);/g)].map((match) => match[1]);
    expect(scriptSources).toEqual(["'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/"]);
  });
});
