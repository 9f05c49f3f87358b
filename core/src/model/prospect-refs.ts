import { collection, doc, segment } from './refs';
import { notificationSchema } from './leads';
import { prospectSchema } from './prospect';

/**
 * The platform's own documents about shops' requests, apart from `refs` so the public pages'
 * bundle does not carry them.
 */
export const prospectRefs = {
  prospects: () => collection('prospects', prospectSchema),
  prospect: (id: string) => doc(`prospects/${segment(id)}`, prospectSchema),
  /** Server-written log of the administrators' emails about new prospects, one per trigger event. */
  notifications: () => collection('prospectNotifications', notificationSchema),
  notification: (eventId: string) => doc(`prospectNotifications/${segment(eventId)}`, notificationSchema),
};
