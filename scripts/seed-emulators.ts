// `npm run seed:emulators`: reloads the demo content and accounts into the running emulators,
// replacing what they hold. Never touches production (the Admin SDK talks to the emulators only).
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@comptoir/core/seed';
import { emulatorHosts, seedEmulators } from './lib/seed-emulators';

try {
  const count = await seedEmulators();
  const { firestore, auth } = emulatorHosts();
  const emails = DEMO_ACCOUNTS.map((account) => account.email).join(', ');
  console.log(
    `Seeded ${count} documents and ${DEMO_ACCOUNTS.length} accounts (${emails}; password ${DEMO_PASSWORD}) into the emulators at ${firestore} and ${auth}.`,
  );
} catch (error: unknown) {
  console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
  console.error('Are the emulators running? Start them with `npm run emulators`.');
  process.exit(1);
}
