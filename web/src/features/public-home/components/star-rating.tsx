import { HStack } from '@chakra-ui/react';
import { Star } from 'lucide-react';

/** Stars out of 5; read out as 'Note : 4 sur 5'. */
export const STAR_SCALE = 5;

export function StarRating({ rating }: { rating: number }) {
  return (
    <HStack gap="0.5" role="img" aria-label={`Note\u00a0: ${rating} sur ${STAR_SCALE}`}>
      {Array.from({ length: STAR_SCALE }, (_, index) => (
        <Star
          key={index}
          size={18}
          aria-hidden="true"
          strokeWidth={1.5}
          color={index < rating ? '#b7791f' : '#cbd5e0'}
          fill={index < rating ? '#ecc94b' : 'none'}
        />
      ))}
    </HStack>
  );
}
