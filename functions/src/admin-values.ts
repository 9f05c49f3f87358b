import { fromFirestoreData, type Data, type FieldValueFactories } from '@comptoir/core';
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';

/** The Admin SDK's field value sentinels, for the core value conversion. */
export const ADMIN_FIELD_VALUES: FieldValueFactories = {
  serverTimestamp: () => FieldValue.serverTimestamp(),
  increment: (by) => FieldValue.increment(by),
};

/** Documents leave the Admin SDK with Date wherever Firestore has a Timestamp, like the other drivers. */
export function fromAdminData(data: DocumentData): Data {
  return fromFirestoreData(data, Timestamp);
}
