import type { LucideIcon } from 'lucide-react';
import { SafeImage } from '@/components/layout/safe-image';
import { IconTile } from '@/components/site/icon-tile';

export interface ItemThumbnailProps {
  src: string;
  /** Shown when there is no picture. */
  fallback: LucideIcon;
  round?: boolean;
}

/** A card's small picture (a photo or a logo), decorative: the name is written beside it. */
export function ItemThumbnail({ src, fallback, round = false }: ItemThumbnailProps) {
  if (!src) return <IconTile icon={fallback} borderRadius={round ? 'full' : 'xl'} />;
  return (
    <SafeImage
      src={src}
      alt=""
      width={48}
      height={48}
      sizes="48px"
      boxSize="12"
      flexShrink="0"
      borderRadius={round ? 'full' : 'md'}
      objectFit={round ? 'cover' : 'contain'}
      bg="bg.muted"
    />
  );
}
