import { Box, Input, Stack, Text } from '@chakra-ui/react';
import { MAX_ORDER_QUANTITY, formatCents, leftText, type CampaignDay, type CampaignStock } from '@comptoir/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SafeImage } from '@/components/layout/safe-image';
import { FormField } from '@/components/site/form-field';
import { leftOf, type ItemOffer } from '../api/campaign-offers';

export interface ItemCardProps {
  offer: ItemOffer;
  days: readonly CampaignDay[];
  stock: CampaignStock | null | undefined;
  quantity: UseFormRegisterReturn;
  error: string | undefined;
}

/** One item: its picture, name, variant and price, what is left per day, and its quantity. */
export function ItemCard({ offer, days, stock, quantity, error }: ItemCardProps) {
  const name = offer.variantName ? `${offer.productName}, ${offer.variantName}` : offer.productName;
  // Only the days short of places say so; plenty left says nothing.
  const notes =
    stock === undefined ? [] : days.flatMap((day) => leftText(leftOf(offer.item, stock, day.date), day.date) ?? []);
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="xl" overflow="hidden" bg="bg">
      <SafeImage
        src={offer.imageUrl}
        alt=""
        sizes="(min-width: 48em) 20rem, 100vw"
        width={800}
        height={600}
        w="full"
        aspectRatio={4 / 3}
        fit="cover"
      />
      <Stack gap="3" p="4">
        <Stack gap="1">
          <Text as="h3" fontFamily="heading" fontSize="lg" fontWeight="semibold">
            {offer.productName}
          </Text>
          {offer.variantName && <Text color="fg.muted">{offer.variantName}</Text>}
          <Text fontWeight="semibold" color="brand.fg">
            {formatCents(offer.unitCents)}
          </Text>
          {notes.map((note) => (
            <Text
              key={note}
              fontSize="sm"
              fontWeight="medium"
              color={note.startsWith('Complet') ? 'fg.error' : { _light: 'orange.800', _dark: 'orange.300' }}
            >
              {note}
            </Text>
          ))}
        </Stack>
        <FormField label={`Quantité — ${name}`} error={error}>
          <Input
            {...quantity}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_ORDER_QUANTITY}
            step={1}
            size="lg"
            maxW="8rem"
            placeholder="0"
          />
        </FormField>
      </Stack>
    </Box>
  );
}
