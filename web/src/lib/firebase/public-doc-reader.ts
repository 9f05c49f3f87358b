import { newDocumentId, type CountSpec, type Doc, type QuerySpec } from '@comptoir/core';
import { EMULATORS, type FirebaseTarget } from './app';
import type { SnapshotReader } from './lite-first-data-port';
import { docLabel, meterReads } from './read-meter';
import { fromRestFields, type RestValue } from './rest-values';

/** What anyone may get by name, and all a public page's first render reads (its site's published documents). */
const PUBLIC_DOCUMENT = /^(domains|published|platform)\/[^/]+(\/parts\/[^/]+)?$/;

/**
 * A page's first reads without an SDK: a public document is one HTTP GET to Firestore's REST API
 * (with the App Check token); anything else, or a GET that fails, goes to Firestore Lite, loaded
 * the first time it is needed (the back office, a site not yet published).
 */
export class PublicDocReader implements SnapshotReader {
  constructor(
    private readonly target: FirebaseTarget,
    private readonly appCheckToken: () => Promise<string | undefined>,
    private readonly lite: () => Promise<SnapshotReader>,
  ) {}

  async get(path: string): Promise<Doc | null> {
    if (PUBLIC_DOCUMENT.test(path)) {
      try {
        return await this.fetchDoc(path);
      } catch {
        // Lite says the same thing in its own words, or reads it where this could not.
      }
    }
    return (await this.lite()).get(path);
  }

  async query(collectionPath: string, spec?: QuerySpec): Promise<Doc[]> {
    return (await this.lite()).query(collectionPath, spec);
  }

  async count(collectionPath: string, spec?: CountSpec): Promise<number> {
    return (await this.lite()).count(collectionPath, spec);
  }

  newId(): string {
    return newDocumentId();
  }

  private async fetchDoc(path: string): Promise<Doc | null> {
    const { app, emulators } = this.target;
    const origin = emulators ? `http://${EMULATORS.host}:${EMULATORS.firestore}` : 'https://firestore.googleapis.com';
    const token = await this.appCheckToken();
    const response = await fetch(
      `${origin}/v1/projects/${app.options.projectId ?? ''}/databases/(default)/documents/${path}`,
      token ? { headers: { 'X-Firebase-AppCheck': token } } : {},
    );
    meterReads(1, docLabel('rest get', path));
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`Firestore REST ${response.status}`);
    const body = (await response.json()) as { fields?: Record<string, RestValue> };
    return { id: path.slice(path.lastIndexOf('/') + 1), path, data: fromRestFields(body.fields) };
  }
}
