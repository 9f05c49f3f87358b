import { deleteObject, getBytes, listAll, ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import { beforeEach, describe } from 'vitest';
import { STORAGE, STORAGE_SKIP_REASON } from '../support/emulators';
import { sites } from '../support/fixtures';
import { OTHER_SITE, SITE, allows, denies, seed, storageAs, useRulesEnvironment, type Role } from '../support/rules';

const getEnv = useRulesEnvironment();

const MB = 1024 * 1024;
const WEBP = { contentType: 'image/webp' };
const image = (bytes = 1024) => new Uint8Array(bytes);
const files = (role: Role) => storageAs(role) as unknown as FirebaseStorage;
const at = (role: Role, path: string) => ref(files(role), path);
const stored = `sites/${SITE}/images/existing.webp`;
const fresh = `sites/${SITE}/images/1741776000000-a1b2c3.webp`;

if (!STORAGE) console.log(`storage rules: ${STORAGE_SKIP_REASON}.`);

describe.skipIf(!STORAGE)('storage: sites/{siteId}/images/{file}', () => {
  beforeEach(async () => {
    await seed(sites());
    const env = getEnv();
    await env.clearStorage();
    await env.withSecurityRulesDisabled(async (ctx) => {
      await uploadBytes(ref(ctx.storage() as unknown as FirebaseStorage, stored), image(), WEBP);
    });
  });

  for (const role of ['visitor', 'anonymous', 'owner', 'otherOwner', 'admin'] as const) {
    allows(`${role} read of a site image`, () => getBytes(at(role, stored)));
  }

  for (const role of ['visitor', 'anonymous', 'otherOwner'] as const) {
    denies(`${role} upload`, () => uploadBytes(at(role, fresh), image(), WEBP));
    denies(`${role} delete`, () => deleteObject(at(role, stored)));
  }

  allows('owner upload of a WebP image', () => uploadBytes(at('owner', fresh), image(), WEBP));
  allows('owner upload of exactly 10 MB', () => uploadBytes(at('owner', fresh), image(10 * MB), WEBP));
  denies('owner upload over 10 MB', () => uploadBytes(at('owner', fresh), image(10 * MB + 1), WEBP));
  denies('owner upload of a PNG', () => uploadBytes(at('owner', fresh), image(), { contentType: 'image/png' }));
  denies('owner upload of an SVG (scripts inside an image)', () =>
    uploadBytes(at('owner', fresh), image(), { contentType: 'image/svg+xml' }),
  );
  denies("owner upload into another site's images", () =>
    uploadBytes(at('owner', `sites/${OTHER_SITE}/images/x.webp`), image(), WEBP),
  );
  denies('owner upload outside the images folder', () =>
    uploadBytes(at('owner', `sites/${SITE}/private/x.webp`), image(), WEBP),
  );
  allows('admin upload to any site', () =>
    uploadBytes(at('admin', `sites/${OTHER_SITE}/images/x.webp`), image(), WEBP),
  );
  denies('admin upload of a JPEG', () => uploadBytes(at('admin', fresh), image(), { contentType: 'image/jpeg' }));

  allows('owner delete', () => deleteObject(at('owner', stored)));
  allows('admin delete', () => deleteObject(at('admin', stored)));
  for (const role of ['visitor', 'owner', 'admin'] as const) {
    denies(`${role} listing of a site's images`, () => listAll(at(role, `sites/${SITE}/images`)));
  }
  denies('owner overwriting a stored image', () => uploadBytes(at('owner', stored), image(), WEBP));
  denies('owner upload under a name with a path trick', () =>
    uploadBytes(at('owner', `sites/${SITE}/images/..%2Fx.webp`), image(), WEBP),
  );
  denies('owner upload under a name that is not .webp', () =>
    uploadBytes(at('owner', `sites/${SITE}/images/page.html`), image(), WEBP),
  );
  denies('owner upload with custom metadata', () =>
    uploadBytes(at('owner', fresh), image(), { ...WEBP, customMetadata: { owner: 'admin' } }),
  );
  denies('visitor read outside the images folder', () => getBytes(at('visitor', `sites/${SITE}/private/x.webp`)));
});
