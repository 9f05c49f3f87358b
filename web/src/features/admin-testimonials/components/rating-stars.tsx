import { HStack } from '@chakra-ui/react';
import { RATINGS } from '@comptoir/core';
import { Star } from 'lucide-react';

/** Gold when lit; the grey keeps 3:1 against white so an unlit star still reads as a star. */
export function RatingStar({ lit, size = 18 }: { lit: boolean; size?: number }) {
  return (
    <Star
      size={size}
      aria-hidden="true"
      strokeWidth={1.5}
      color={lit ? '#b7791f' : '#8a94a6'}
      fill={lit ? '#ecc94b' : 'none'}
    />
  );
}

/** A rating out of five stars, read out as 'Note : 4 sur 5'. */
export function RatingStars({ rating }: { rating: number }) {
  return (
    <HStack gap="0.5" role="img" aria-label={`Note\u00a0: ${rating} sur ${RATINGS.length}`}>
      {RATINGS.map((value) => (
        <RatingStar key={value} lit={value <= rating} />
      ))}
    </HStack>
  );
}
