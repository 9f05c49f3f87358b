import { confirmRecipient as confirm } from '@comptoir/core';
import { db } from './admin';
import { callable } from './callable';

/** The confirmation link's page: no account needed, the link's secret is the proof. */
export const confirmRecipient = callable('confirmRecipient', (_caller, input) => confirm(db(), input));
