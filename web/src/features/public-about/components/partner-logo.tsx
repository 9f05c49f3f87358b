import { SafeImage, type SafeImageProps } from '@/components/layout/safe-image';

/** A partner's round logo, decorative beside its name; nothing when it has none. */
export function PartnerLogo({
  src,
  ...props
}: Omit<SafeImageProps, 'alt' | 'width' | 'height' | 'sizes'> & { src: string }) {
  if (!src) return null;
  return <SafeImage src={src} alt="" width={400} height={400} sizes="56px" borderRadius="full" {...props} />;
}
