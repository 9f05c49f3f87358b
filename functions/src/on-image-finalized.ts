import { getApps, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { onObjectFinalized } from 'firebase-functions/v2/storage';
import './config';
import { imageRejected } from './logs';
import { WEBP_HEADER_BYTES, isSiteImage, isWebp } from './webp';

/**
 * The rules trust the content type a client declares; this checks the bytes. Any site image that
 * is not WebP (an SVG or HTML file declared `image/webp`, say) is deleted as soon as it is stored.
 */
export const onImageFinalized = onObjectFinalized(async (event) => {
  const { name, bucket } = event.data;
  if (!isSiteImage(name)) return;
  const file = getStorage(getApps()[0] ?? initializeApp())
    .bucket(bucket)
    .file(name);
  const [head] = await file.download({ start: 0, end: WEBP_HEADER_BYTES - 1 });
  if (isWebp(head)) return;
  await file.delete({ ignoreNotFound: true });
  imageRejected(name, event.data.contentType ?? '');
});
