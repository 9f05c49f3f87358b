// `npm run make-admin -- <email> [--project <id>] [--emulators]`: bootstraps an administrator
// (see docs/security.md): sets the `role: 'admin'` claim and mirrors it in users/{uid}. Against the
// emulators with --emulators or when FIREBASE_AUTH_EMULATOR_HOST (or FIRESTORE_EMULATOR_HOST) is
// set, otherwise against production with application default credentials
// (`gcloud auth application-default login`).
import { parseArgs } from 'node:util';
import { accountAddressFields } from '@comptoir/core';
import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { openAdminTarget } from './lib/admin-target';

const USAGE = 'Usage: npm run make-admin -- <email> [--project <projectId>] [--emulators]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function parse(): { email: string; project: string | undefined; emulators: boolean } {
  try {
    const { values, positionals } = parseArgs({
      options: {
        project: { type: 'string' },
        emulators: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: true,
    });
    if (values.help) {
      console.log(USAGE);
      process.exit(0);
    }
    const [email, ...rest] = positionals;
    if (!email || rest.length > 0 || !email.includes('@')) fail(USAGE);
    return { email: email.trim().toLowerCase(), project: values.project, emulators: values.emulators === true };
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
}

async function findUser(email: string, target: string): Promise<UserRecord> {
  try {
    return await getAuth().getUserByEmail(email);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'auth/user-not-found') fail(`No account with the email ${email} in ${target}.`);
    throw error;
  }
}

async function main(): Promise<void> {
  const { email, project, emulators } = parse();
  const target = openAdminTarget({ project, emulators });
  if (!target) fail(`Which project? Pass --project <projectId> or set GOOGLE_CLOUD_PROJECT.\n${USAGE}`);

  const user = await findUser(email, target);
  const db = getFirestore();
  const profile = db.doc(`users/${user.uid}`);
  await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(profile);
    if (snapshot.exists) tx.update(profile, { role: 'admin' });
    else
      tx.set(profile, {
        ...accountAddressFields(user.email ?? email),
        role: 'admin',
        createdAt: FieldValue.serverTimestamp(),
      });
  });
  // The claim last: if the mirror write fails, nobody holds a role the admin screens do not show.
  await getAuth().setCustomUserClaims(user.uid, { ...user.customClaims, role: 'admin' });
  console.log(
    `${email} (${user.uid}) is now an administrator in ${target}. The role applies at their next sign-in or token refresh.`,
  );
}

main().catch((error: unknown) => fail(`make-admin failed: ${error instanceof Error ? error.message : String(error)}`));
