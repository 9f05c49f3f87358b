import { useCallback, useState } from 'react';
import { notify } from '@/components/ui/notify';
import { useServices } from '@/lib/services-context';
import { IMAGE_MESSAGES, ImageProcessingError, imageFileProblem, imagePath, toWebp } from './image-file';

export type UploadPhase = 'idle' | 'processing' | 'uploading';

export interface ImageUploadState {
  phase: UploadPhase;
  /** 0…1 over the whole job: conversion first half, upload second half. */
  progress: number;
  /** Checks, converts and stores the file; resolves with its URL, or null after a toast. */
  upload(file: File): Promise<string | null>;
}

/** The upload job behind <ImageUpload>, usable on its own (e.g. a gallery adding several images). */
export function useImageUpload(siteId: string | null, folder?: string): ImageUploadState {
  const { storage } = useServices();
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [progress, setProgress] = useState(0);

  const upload = useCallback(
    async (file: File): Promise<string | null> => {
      const problem = imageFileProblem(file);
      if (problem || !siteId) {
        notify.error(problem ?? 'Aucun site sélectionné.');
        return null;
      }
      setProgress(0);
      try {
        setPhase('processing');
        const webp = await toWebp(file, (fraction) => setProgress(fraction / 2));
        setPhase('uploading');
        const url = await storage.upload(imagePath(siteId, folder), webp, {
          contentType: 'image/webp',
          cacheControl: 'public, max-age=3600',
          onProgress: (fraction) => setProgress(0.5 + fraction / 2),
        });
        notify.success(IMAGE_MESSAGES.success);
        return url;
      } catch (error) {
        console.error(error);
        if (error instanceof ImageProcessingError) notify.error(error.message);
        else notify.error(error instanceof Error ? error.message : String(error), IMAGE_MESSAGES.upload);
        return null;
      } finally {
        setPhase('idle');
      }
    },
    [storage, siteId, folder],
  );

  return { phase, progress, upload };
}
