import { imageWidthPath } from '@comptoir/core';
import { useCallback, useState } from 'react';
import { notify } from '@/components/ui/notify';
import { useAdminMutation } from '@/components/admin/data/use-admin-mutation';
import { useServices } from '@/lib/services-context';
import { IMAGE_MESSAGES, ImageProcessingError, imageFileProblem, imagePath, toWebpWidths } from './image-file';

export type UploadPhase = 'idle' | 'processing' | 'uploading';

export interface ImageUploadState {
  phase: UploadPhase;
  /** 0…1 over the whole job: conversion first half, upload second half. */
  progress: number;
  /** Checks, converts and stores the file; resolves with its URL, or null after a toast. */
  upload(file: File): Promise<string | null>;
}

/**
 * The upload job behind <ImageUpload>, usable on its own (e.g. a gallery adding several images);
 * `quiet` for a picture the app makes itself (no success toast: the owner chose no file).
 */
export function useImageUpload(siteId: string | null, folder?: string, { quiet = false } = {}): ImageUploadState {
  const { storage } = useServices();
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [progress, setProgress] = useState(0);
  // The phases and progress are this job's own; the toasts and the log are the shared mutation's.
  const { run } = useAdminMutation(
    async (file: File, site: string) => {
      setPhase('processing');
      const { widest, narrower } = await toWebpWidths(file, (fraction) => setProgress(fraction / 2));
      setPhase('uploading');
      const path = imagePath(site, folder);
      const total = narrower.reduce((sum, { file: { size } }) => sum + size, widest.size) || 1;
      let sent = 0;
      const store = async (target: string, webp: File) => {
        const url = await storage.upload(target, webp, {
          contentType: 'image/webp',
          // Never overwritten (each name is new): cached for a year.
          cacheControl: 'public, max-age=31536000, immutable',
          onProgress: (fraction) => setProgress(0.5 + (sent + fraction * webp.size) / total / 2),
        });
        sent += webp.size;
        return url;
      };
      // The narrower files first: the widest one's URL, which the data keeps, then names them all.
      for (const { width, file: webp } of narrower) await store(imageWidthPath(path, width), webp);
      return store(path, widest);
    },
    {
      ...(quiet ? {} : { success: IMAGE_MESSAGES.success }),
      failure: (error) =>
        error instanceof ImageProcessingError
          ? error.message
          : { title: IMAGE_MESSAGES.upload, description: error instanceof Error ? error.message : String(error) },
    },
  );

  const upload = useCallback(
    async (file: File): Promise<string | null> => {
      const problem = imageFileProblem(file);
      if (problem || !siteId) {
        notify.error(problem ?? 'Aucun site sélectionné.');
        return null;
      }
      setProgress(0);
      const outcome = await run(file, siteId);
      setPhase('idle');
      return outcome.ok ? outcome.result : null;
    },
    [run, siteId],
  );

  return { phase, progress, upload };
}
