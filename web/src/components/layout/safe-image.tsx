import { Image, type ImageProps } from '@chakra-ui/react';
import { useState } from 'react';

export const PLACEHOLDER_IMAGE = '/placeholder.svg';

export interface SafeImageProps extends Omit<ImageProps, 'src' | 'width' | 'height'> {
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size: reserves the space before the image loads (no layout shift). */
  width: number;
  height: number;
  /** Above the fold: load first (the hero is the LCP element). */
  priority?: boolean;
}

/** An image with width/height set, lazy below the fold, and the placeholder when it fails. */
export function SafeImage({ src, alt, width, height, priority = false, ...props }: SafeImageProps) {
  const [failed, setFailed] = useState(false);
  const source = !src || failed ? PLACEHOLDER_IMAGE : src;
  return (
    <Image
      src={source}
      alt={alt}
      htmlWidth={width}
      htmlHeight={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      onError={() => setFailed(true)}
      {...props}
    />
  );
}
