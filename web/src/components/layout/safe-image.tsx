import { Image, type ImageProps } from '@chakra-ui/react';
import { imageSrcSet } from '@comptoir/core';
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
  /**
   * How wide the image shows, as the `sizes` attribute (e.g. '(min-width: 48em) 33vw, 50vw'): the
   * browser then fetches the narrowest stored width that fills it (`srcset`, sized images only).
   */
  sizes: string;
}

/**
 * An image with width/height set, its stored widths offered for the space it takes, lazy below the
 * fold, and the placeholder when it fails.
 */
export function SafeImage({ src, alt, width, height, sizes, priority = false, ...props }: SafeImageProps) {
  const [failed, setFailed] = useState(false);
  const source = !src || failed ? PLACEHOLDER_IMAGE : src;
  const srcSet = imageSrcSet(source);
  return (
    <Image
      src={source}
      {...(srcSet ? { srcSet, sizes } : {})}
      alt={alt}
      htmlWidth={width}
      htmlHeight={height}
      loading={priority ? 'eager' : 'lazy'}
      // Below the fold, decoded off the page's paint; above it, shown with the page (as the browser decides).
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      onError={() => setFailed(true)}
      {...props}
    />
  );
}
