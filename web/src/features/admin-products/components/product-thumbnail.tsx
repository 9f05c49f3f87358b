import { SafeImage } from '@/components/layout/safe-image';

const SIZES = {
  /** A product's tile. */
  md: { pixels: 80, boxSize: '20' },
  /** A variant's card. */
  sm: { pixels: 56, boxSize: '14' },
} as const;

/** A product's or a variant's square picture beside its name, decorative (the name says what it shows). */
export function ProductThumbnail({ src, size }: { src: string | null | undefined; size: keyof typeof SIZES }) {
  const { pixels, boxSize } = SIZES[size];
  return (
    <SafeImage
      sizes={`${pixels}px`}
      src={src}
      alt=""
      width={pixels}
      height={pixels}
      boxSize={boxSize}
      objectFit="cover"
      borderRadius="md"
      flexShrink={0}
    />
  );
}
